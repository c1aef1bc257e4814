import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { DAY_STATUS_LABELS, daysPrefix, HOURS_MODE_LABELS, ROW_LIMITS, type DayStatus, type DaysValues, type FactsFieldErrors, type FactsFormValues, type HoursMode } from '~core/lib/facts/form';
import { DAY_NAMES, DAYS, FACT_LIMITS } from '~core/lib/facts/schema';

/**
 * The business facts as editable fields (docs/decisions/143), shared by the "What we understood" step and
 * the site editor. A plain form: row buttons are submit buttons the server applies, so it works the same
 * with and without JavaScript (Remix submits it without a page load when scripts run).
 */
export function FactsForm({
  id,
  values,
  errors,
  focus,
  signInEmail,
  notes = [],
  busy,
  submitLabel,
  hidden = {},
  editorForm = false,
  after,
}: {
  /** Prefix of the inputs' ids (one page may hold another form). */
  id: string;
  values: FactsFormValues;
  errors: FactsFieldErrors;
  /** Field to focus after a row button (the new row's first field). */
  focus: string | null;
  signInEmail: string | null;
  notes?: string[];
  busy: boolean;
  submitLabel: string;
  /** Extra hidden fields (the editor's `section`). */
  hidden?: Record<string, string>;
  /** Marks the form for the editor's live preview. */
  editorForm?: boolean;
  /** Rendered after the submit button (the editor's Preview button). */
  after?: ReactNode;
}) {
  const fieldId = (name: string) => `${id}-${name}`;
  const input = (name: string) => ({
    id: fieldId(name),
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${fieldId(name)}-error` : undefined,
    autoFocus: focus === name ? true : undefined,
  });
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const errorList = Object.entries(errors);
  /**
   * The day rows of the opening hours (`block` null) or of one service's hours: a status and up to three time ranges a
   * day, each with its own add and remove buttons (docs/decisions/251).
   */
  const dayRows = (block: number | null, days: DaysValues) => {
    const prefix = daysPrefix(block);
    const [opens, closes] = block === null ? ['opens', 'closes'] : ['from', 'until'];
    const whose = block === null ? '' : `${values.serviceHours[block]?.label.trim() || `Other hours ${block + 1}`}: `;
    return (
      <div className="mt-4 space-y-3">
        {DAYS.map((day) => {
          const d = days[day];
          return (
            <fieldset key={day} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[8rem_10rem_1fr] sm:items-start">
              <legend className="sr-only">{`${whose}${DAY_NAMES[day]}`}</legend>
              <label className="pt-2 font-medium text-slate-900" htmlFor={fieldId(`${prefix}.days.${day}.status`)}>
                {DAY_NAMES[day]}
              </label>
              <div>
                <select {...input(`${prefix}.days.${day}.status`)} defaultValue={d.status} className="field-input">
                  {(Object.keys(DAY_STATUS_LABELS) as DayStatus[]).map((st) => (
                    <option key={st} value={st}>
                      {DAY_STATUS_LABELS[st]}
                    </option>
                  ))}
                </select>
                {error(`${prefix}.days.${day}.status`)}
              </div>
              <div className="space-y-2">
                {d.intervals.map((interval, i) => (
                  <div key={i} className="flex flex-wrap items-end gap-2">
                    <div>
                      <label className="field-label" htmlFor={fieldId(`${prefix}.days.${day}.intervals.${i}.open`)}>
                        {`${DAY_NAMES[day]} ${opens}${i > 0 ? ` (${i + 1})` : ''}`}
                      </label>
                      <input type="time" {...input(`${prefix}.days.${day}.intervals.${i}.open`)} defaultValue={interval.open} className="field-input" />
                      {error(`${prefix}.days.${day}.intervals.${i}.open`)}
                    </div>
                    <div>
                      <label className="field-label" htmlFor={fieldId(`${prefix}.days.${day}.intervals.${i}.close`)}>
                        {`${DAY_NAMES[day]} ${closes}${i > 0 ? ` (${i + 1})` : ''}`}
                      </label>
                      <input type="time" {...input(`${prefix}.days.${day}.intervals.${i}.close`)} defaultValue={interval.close} className="field-input" />
                      {error(`${prefix}.days.${day}.intervals.${i}.close`)}
                    </div>
                    {i > 0 ? rowButton(`remove-interval:${block === null ? day : `${prefix}.${day}`}:${i}`, `Remove ${whose}${DAY_NAMES[day]} time range ${i + 1}`, 'btn-ghost') : null}
                  </div>
                ))}
                {error(`${prefix}.days.${day}.intervals`)}
                {d.intervals.length < FACT_LIMITS.intervalsPerDay
                  ? rowButton(`add-interval:${block === null ? day : `${prefix}.${day}`}`, `Add a ${whose}${DAY_NAMES[day]} time range`, 'btn-ghost text-sm')
                  : null}
              </div>
            </fieldset>
          );
        })}
      </div>
    );
  };
  const rowButton = (intent: string, label: string, className = 'btn-secondary') => (
    <button type="submit" name="intent" value={intent} className={className} disabled={busy} formNoValidate>
      {label}
    </button>
  );

  return (
    <Form method="post" noValidate className="space-y-6" aria-labelledby={`${id}-title`} {...(editorForm ? { 'data-editor-form': '' } : {})}>
      {/* The first submit button is what Enter in a text field presses: saving, never a row's Remove. */}
      <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        {submitLabel}
      </button>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {errorList.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-semibold">Nothing was saved. Please correct {errorList.length === 1 ? 'this field' : `these ${errorList.length} fields`}:</p>
          <ul className="mt-2 list-disc pl-5">
            {errorList.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`} className="underline">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {notes.length > 0 ? (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Please check</p>
          <ul className="mt-1 list-disc pl-5">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <fieldset className="card">
        <legend className="text-lg font-semibold text-slate-900">What you offer</legend>
        <p className="mt-1 text-sm text-slate-700">Products, dishes or services, with a price only if you want one shown.</p>
        {error('offerings')}
        {values.offerings.length === 0 ? <p className="mt-3 text-sm text-slate-700">No offerings yet.</p> : null}
        <ol className="mt-3 space-y-4">
          {values.offerings.map((o, i) => (
            <li key={i} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[2fr_3fr_1fr_auto] sm:items-end">
              <div>
                <label className="field-label" htmlFor={fieldId(`offerings.${i}.name`)}>
                  Offering {i + 1} name
                </label>
                <input {...input(`offerings.${i}.name`)} defaultValue={o.name} className="field-input" />
                {error(`offerings.${i}.name`)}
              </div>
              <div>
                <label className="field-label" htmlFor={fieldId(`offerings.${i}.description`)}>
                  Description (optional)
                </label>
                <input {...input(`offerings.${i}.description`)} defaultValue={o.description} className="field-input" />
                {error(`offerings.${i}.description`)}
              </div>
              <div>
                <label className="field-label" htmlFor={fieldId(`offerings.${i}.price`)}>
                  Price (optional)
                </label>
                <input {...input(`offerings.${i}.price`)} defaultValue={o.price} className="field-input" />
                {error(`offerings.${i}.price`)}
              </div>
              <div>{rowButton(`remove:offerings:${i}`, `Remove offering ${i + 1}`, 'btn-ghost')}</div>
            </li>
          ))}
        </ol>
        {values.offerings.length < ROW_LIMITS.offerings ? <div className="mt-3">{rowButton('add:offerings', 'Add an offering')}</div> : null}
      </fieldset>

      <fieldset className="card">
        <legend className="text-lg font-semibold text-slate-900">Opening hours</legend>
        <p className="mt-1 text-sm text-slate-700">Days you leave as “Not stated” are not shown on the site at all.</p>
        {error('hours')}
        <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2" role="radiogroup" aria-label="Kind of opening hours">
          {(Object.keys(HOURS_MODE_LABELS) as HoursMode[]).map((mode) => (
            <label key={mode} className="flex items-center gap-2 text-sm">
              <input type="radio" name="hours.mode" value={mode} defaultChecked={values.hoursMode === mode} className="h-4 w-4 accent-brand-600" />
              {HOURS_MODE_LABELS[mode]}
            </label>
          ))}
        </div>
        {dayRows(null, values.days)}
        <div className="mt-4">
          <label className="field-label" htmlFor={fieldId('hours.note')}>
            Note on opening hours (optional)
          </label>
          <input {...input('hours.note')} defaultValue={values.hoursNote} className="field-input" placeholder="e.g. Closed on public holidays" />
          {error('hours.note')}
        </div>
      </fieldset>

      <fieldset className="card">
        <legend className="text-lg font-semibold text-slate-900">Other hours</legend>
        <p className="mt-1 text-sm text-slate-700">
          Hours of one service, such as when food is served, the kitchen, breakfast, happy hour or phone lines. The site shows them under their own name, never as
          your opening hours.
        </p>
        {error('serviceHours')}
        {values.serviceHours.length === 0 ? <p className="mt-3 text-sm text-slate-700">No other hours.</p> : null}
        <ol className="mt-3 space-y-4">
          {values.serviceHours.map((sh, i) => (
            <li key={i} className="rounded-md border border-slate-300 p-3">
              <div className="flex flex-wrap items-end gap-3">
                <div className="grow">
                  <label className="field-label" htmlFor={fieldId(`serviceHours.${i}.label`)}>
                    {`Other hours ${i + 1}: what they are for`}
                  </label>
                  <input {...input(`serviceHours.${i}.label`)} defaultValue={sh.label} className="field-input" placeholder="e.g. Food served" maxLength={FACT_LIMITS.serviceLabel} />
                  {error(`serviceHours.${i}.label`)}
                </div>
                {rowButton(`remove:serviceHours:${i}`, `Remove other hours ${i + 1}`, 'btn-ghost')}
              </div>
              {dayRows(i, sh.days)}
            </li>
          ))}
        </ol>
        {values.serviceHours.length < ROW_LIMITS.serviceHours ? <div className="mt-3">{rowButton('add:serviceHours', 'Add other hours')}</div> : null}
      </fieldset>

      <fieldset className="card">
        <legend className="text-lg font-semibold text-slate-900">Timetable</legend>
        <p className="mt-1 text-sm text-slate-700">
          The classes or sessions you run each week, one row each: the site shows them as a timetable, never as your opening hours. Only the rows you keep here
          are shown.
        </p>
        {error('timetable')}
        {values.timetable.length === 0 ? <p className="mt-3 text-sm text-slate-700">No timetable.</p> : null}
        <ol className="mt-3 space-y-3">
          {values.timetable.map((row, i) => (
            <li key={i} className="flex flex-wrap items-end gap-3 rounded-md border border-slate-300 p-3">
              <div>
                <label className="field-label" htmlFor={fieldId(`timetable.${i}.day`)}>{`Row ${i + 1}: day`}</label>
                <select {...input(`timetable.${i}.day`)} defaultValue={row.day} className="field-input">
                  <option value="">Choose a day</option>
                  {DAYS.map((d) => (
                    <option key={d} value={d}>
                      {DAY_NAMES[d]}
                    </option>
                  ))}
                </select>
                {error(`timetable.${i}.day`)}
              </div>
              <div>
                <label className="field-label" htmlFor={fieldId(`timetable.${i}.start`)}>{`Row ${i + 1}: from`}</label>
                <input {...input(`timetable.${i}.start`)} type="time" defaultValue={row.start} className="field-input" />
                {error(`timetable.${i}.start`)}
              </div>
              <div>
                <label className="field-label" htmlFor={fieldId(`timetable.${i}.end`)}>{`Row ${i + 1}: until (optional)`}</label>
                <input {...input(`timetable.${i}.end`)} type="time" defaultValue={row.end} className="field-input" />
                {error(`timetable.${i}.end`)}
              </div>
              <div className="grow">
                <label className="field-label" htmlFor={fieldId(`timetable.${i}.activity`)}>{`Row ${i + 1}: class`}</label>
                <input {...input(`timetable.${i}.activity`)} defaultValue={row.activity} className="field-input" placeholder="e.g. Beginners yoga" maxLength={FACT_LIMITS.timetableActivity} />
                {error(`timetable.${i}.activity`)}
              </div>
              {rowButton(`remove:timetable:${i}`, `Remove timetable row ${i + 1}`, 'btn-ghost')}
            </li>
          ))}
        </ol>
        {values.timetable.length < ROW_LIMITS.timetable ? <div className="mt-3">{rowButton('add:timetable', 'Add a timetable row')}</div> : null}
      </fieldset>

      <fieldset className="card space-y-4">
        <legend className="text-lg font-semibold text-slate-900">Contact</legend>
        <div>
          <label className="field-label" htmlFor={fieldId('contact.email')}>
            Business e-mail shown on the site
          </label>
          <input type="email" {...input('contact.email')} defaultValue={values.email} className="field-input" autoComplete="off" />
          {error('contact.email')}
          {signInEmail ? (
            <label className="mt-2 flex items-start gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                {...input('contact.useSignInEmail')}
                value="yes"
                defaultChecked={values.useSignInEmail}
                className="mt-0.5 h-4 w-4 accent-brand-600"
              />
              <span>
                Use my sign-in e-mail (<span className="font-medium">{signInEmail}</span>) as the public e-mail instead. It will be visible to
                everyone who visits the site.
              </span>
            </label>
          ) : null}
          {error('contact.useSignInEmail')}
        </div>
        <div>
          <label className="field-label" htmlFor={fieldId('contact.phone')}>
            Phone
          </label>
          <input type="tel" {...input('contact.phone')} defaultValue={values.phone} className="field-input" autoComplete="off" />
          {error('contact.phone')}
        </div>
        <div>
          <label className="field-label" htmlFor={fieldId('contact.address')}>
            Street address
          </label>
          <input {...input('contact.address')} defaultValue={values.address} className="field-input" autoComplete="off" />
          {error('contact.address')}
        </div>
        <div>
          <label className="field-label" htmlFor={fieldId('contact.bookingUrl')}>
            Booking or shop link
          </label>
          <input type="url" {...input('contact.bookingUrl')} defaultValue={values.bookingUrl} className="field-input" placeholder="https://" />
          {error('contact.bookingUrl')}
        </div>
        <div>
          <label className="field-label" htmlFor={fieldId('place')}>
            City or area
          </label>
          <input {...input('place')} defaultValue={values.place} className="field-input" />
          {error('place')}
        </div>
      </fieldset>

      <fieldset className="card">
        <legend className="text-lg font-semibold text-slate-900">People</legend>
        <p className="mt-1 text-sm text-slate-700">Owners or staff to name on the site. Leave empty to name nobody.</p>
        {error('people')}
        <ol className="mt-3 space-y-3">
          {values.people.map((p, i) => (
            <li key={i} className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
              <div>
                <label className="field-label" htmlFor={fieldId(`people.${i}.name`)}>
                  Person {i + 1} name
                </label>
                <input {...input(`people.${i}.name`)} defaultValue={p.name} className="field-input" autoComplete="off" />
                {error(`people.${i}.name`)}
              </div>
              <div>
                <label className="field-label" htmlFor={fieldId(`people.${i}.role`)}>
                  Role (optional)
                </label>
                <input {...input(`people.${i}.role`)} defaultValue={p.role} className="field-input" />
                {error(`people.${i}.role`)}
              </div>
              <div>{rowButton(`remove:people:${i}`, `Remove person ${i + 1}`, 'btn-ghost')}</div>
            </li>
          ))}
        </ol>
        {values.people.length < ROW_LIMITS.people ? <div className="mt-3">{rowButton('add:people', 'Add a person')}</div> : null}
      </fieldset>

      <fieldset className="card">
        <legend className="text-lg font-semibold text-slate-900">Social links</legend>
        {error('social')}
        <ol className="mt-3 space-y-3">
          {values.social.map((url, i) => (
            <li key={i} className="flex flex-wrap items-end gap-3">
              <div className="min-w-0 flex-1">
                <label className="field-label" htmlFor={fieldId(`social.${i}`)}>
                  Social link {i + 1}
                </label>
                <input type="url" {...input(`social.${i}`)} defaultValue={url} className="field-input" placeholder="https://" />
                {error(`social.${i}`)}
              </div>
              {rowButton(`remove:social:${i}`, `Remove social link ${i + 1}`, 'btn-ghost')}
            </li>
          ))}
        </ol>
        {values.social.length < ROW_LIMITS.social ? <div className="mt-3">{rowButton('add:social', 'Add a social link')}</div> : null}
      </fieldset>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </button>
        {after}
      </div>
    </Form>
  );
}
