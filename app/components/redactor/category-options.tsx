import { CATEGORIES, CATEGORY_IDS, type CategoryId } from '~core/lib/redactor/categories';

/** The per-category switches and the consistent-placeholder option; plain checkboxes, so they post without JS. */
export function CategoryOptions({
  enabled,
  consistent,
  onToggle,
  onConsistent,
  disabled,
}: {
  enabled: ReadonlySet<CategoryId>;
  consistent: boolean;
  onToggle: (id: CategoryId, on: boolean) => void;
  onConsistent: (on: boolean) => void;
  disabled: boolean;
}) {
  return (
    <details className="rounded-md border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">Options ({enabled.size} of {CATEGORY_IDS.length} categories)</summary>
      <fieldset className="mt-3" disabled={disabled}>
        <legend className="text-sm text-slate-700">Categories to redact</legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {CATEGORY_IDS.map((id) => (
            <label key={id} className="flex items-center gap-2 text-sm text-slate-800" title={CATEGORIES[id].description}>
              <input
                type="checkbox"
                name="categories"
                value={id}
                checked={enabled.has(id)}
                onChange={(e) => onToggle(id, e.target.checked)}
                className="h-4 w-4 rounded border-slate-400"
              />
              {CATEGORIES[id].label}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="mt-3 flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name="consistent"
          checked={consistent}
          onChange={(e) => onConsistent(e.target.checked)}
          disabled={disabled}
          className="mt-0.5 h-4 w-4 rounded border-slate-400"
        />
        <span>
          Consistent placeholders <span className="text-slate-600">(the same e-mail becomes {'{{EMAIL_1}}'} everywhere, so logs stay analysable)</span>
        </span>
      </label>
    </details>
  );
}
