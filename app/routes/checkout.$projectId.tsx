import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Form, Link, useActionData, useLoaderData, useNavigation, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { BackToDashboard } from '~/components/back-to-dashboard';
import { FactsSummary } from '~/components/facts/facts-summary';
import { renderGeneration } from '~/components/projects/generation-slot';
import { PublishButton } from '~/components/projects/publish-dialog';
import { PriceBreakdown } from '~/components/projects/price-breakdown';
import { ProjectStatusSummary } from '~/components/projects/project-status-summary';
import { paymentProviderName } from '~core/lib/payments/select.server';
import { formatUsd } from '~core/lib/money';
import { parseProjectId, type ProjectDto } from '~core/lib/projects';
import { confirmReturnedCheckout, paymentForProject, startPayment } from '~core/models/payments.server';
import { projectFor } from '~core/access/projects.server';
import { templateNameFor, toProjectDto } from '~core/models/projects.server';
import { requireUser } from '~/utils/auth.server';
import { appOrigin } from '~core/platform/app-origin.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Checkout: ${data.project.name} | Fairstack` : 'Project not found | Fairstack' },
  { name: 'robots', content: 'noindex' },
];

const NOT_FOUND = 'Project not found';

async function loadOwnProject(request: Request, context: LoaderFunctionArgs['context'], rawId: string | undefined) {
  const user = await requireUser(request, context);
  const id = parseProjectId(rawId);
  // Paying is the owner's alone; the page also records a returned checkout, so it needs write access.
  const project = id === null ? null : await projectFor(context.env, user, id, 'write');
  // Missing and foreign projects look the same: no existence leak.
  if (!project) throw data(NOT_FOUND, { status: 404 });
  return { user, project };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user, project: found } = await loadOwnProject(request, context, params.projectId);
  let project = found;
  const url = new URL(request.url);
  const sessionId = url.searchParams.get('session_id');
  const returned = Boolean(sessionId);
  if (sessionId && project.paymentStatus === 'pending') {
    const outcome = await confirmReturnedCheckout(context.env, project, sessionId);
    if (outcome === 'paid') project = (await projectFor(context.env, user, project.id, 'write')) ?? project;
  }
  const [templateName, payment] = await Promise.all([
    templateNameFor(context.env, project.templateId),
    project.paymentStatus === 'paid' ? paymentForProject(context.env, project.id) : null,
  ]);
  return {
    project: toProjectDto(project),
    price: { baseCents: project.basePriceCents, feeCents: project.feeCents, totalCents: project.totalPriceCents },
    feePercent: project.basePriceCents > 0 ? Math.round((project.feeCents / project.basePriceCents) * 100) : 0,
    templateName,
    provider: paymentProviderName(context.env),
    paidAt: payment ? new Date(payment.createdAt).toISOString() : null,
    awaitingConfirmation: returned && project.paymentStatus === 'pending',
  };
}

type ActionData = { formError: string; code: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { project } = await loadOwnProject(request, context, params.projectId);
  const form = await request.formData();
  if (form.get('intent') !== 'pay') return data<ActionData>({ formError: 'Unknown action.', code: 'BAD_REQUEST' }, { status: 400 });
  // Where Stripe sends the buyer back: the app's configured origin, never the request's Host (docs/decisions/153, 256).
  const here = `${appOrigin(context.env, request.url)}/checkout/${project.id}`;
  const result = await startPayment(context.env, project, { successUrl: here, cancelUrl: here });
  if (!result.ok) return data<ActionData>({ formError: result.message, code: result.code }, { status: result.status });
  return redirect(result.redirectTo ?? `/checkout/${project.id}`);
}

/** After Stripe sends the browser back, the webhook may take a moment: look again every 5 s for a minute. */
function useRecheckWhile(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (++tries > 12) clearInterval(timer);
      else if (revalidator.state === 'idle') revalidator.revalidate();
    }, 5000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

export default function CheckoutPage() {
  const { project, price, feePercent, templateName, provider, paidAt, awaitingConfirmation } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  useRecheckWhile(awaitingConfirmation);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Checkout</h1>
      <p className="mt-1 text-slate-700">{project.name}</p>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section className="card" aria-labelledby="status-heading">
          <h2 id="status-heading" className="text-lg font-semibold">
            Project status
          </h2>
          <div className="mt-3">
            {/* Once the site is ready, the next step of the journey is offered here too (docs/decisions/159). */}
            <ProjectStatusSummary project={project} publishAction={<PublishButton project={project} />} />
          </div>
          {renderGeneration ? <div className="mt-4">{renderGeneration(project)}</div> : null}
        </section>

        <section className="card" aria-labelledby="order-heading">
          <h2 id="order-heading" className="text-lg font-semibold">
            Order summary
          </h2>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">Business type</dt>
              <dd>{project.businessType}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">Template</dt>
              <dd>{templateName ?? 'No specific template'}</dd>
            </div>
          </dl>
          <div className="mt-4">
            <PriceBreakdown price={price} feePercent={feePercent} />
          </div>
        </section>
      </div>

      <section className="card mt-6" aria-labelledby="facts-heading">
        <h2 id="facts-heading" className="text-lg font-semibold">
          Your business facts
        </h2>
        <p className="mt-1 text-sm text-slate-700">Your website states these facts and nothing else about your business.</p>
        <div className="mt-3">
          <FactsSummary facts={project.facts} correctAt={project.status === 'completed' ? `/projects/${project.id}/edit#facts` : `/projects/${project.id}/facts`} />
        </div>
      </section>

      <section className="card mt-6" aria-labelledby="payment-heading">
        <PaymentSection
          project={project}
          provider={provider}
          paidAt={paidAt}
          totalCents={price.totalCents}
          paying={paying}
          awaitingConfirmation={awaitingConfirmation}
          error={actionData?.formError ?? null}
        />
      </section>
    </div>
  );
}

function PaymentSection({
  project,
  provider,
  paidAt,
  totalCents,
  paying,
  awaitingConfirmation,
  error,
}: {
  project: ProjectDto;
  provider: 'stripe' | 'test' | 'disabled';
  paidAt: string | null;
  totalCents: number;
  paying: boolean;
  awaitingConfirmation: boolean;
  error: string | null;
}) {
  if (project.paymentStatus === 'paid') {
    return (
      <>
        <h2 id="payment-heading" className="text-lg font-semibold">
          Payment confirmed
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {formatUsd(totalCents)} paid{paidAt ? ` on ${new Date(paidAt).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' })}` : ''}.
          Your payment covers this website's generation, including retries if a run fails.
        </p>
      </>
    );
  }
  const alert = error ? (
    <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {error}
    </p>
  ) : null;
  const payButton = (label: string) => (
    <Form method="post" className="mt-4">
      <input type="hidden" name="intent" value="pay" />
      <button type="submit" className="btn-primary" disabled={paying}>
        {paying ? 'Processing...' : label}
      </button>
    </Form>
  );

  if (provider === 'disabled') {
    return (
      <>
        <h2 id="payment-heading" className="text-lg font-semibold">
          Payment Unavailable
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Card payments are switched off at the moment. Your project is saved: you can pay for it later from your dashboard.
        </p>
        {alert}
        <div className="flex flex-wrap items-center gap-3">
          {payButton('Pay Now')}
          <Link to="/dashboard" className="btn-secondary mt-4">
            Return to Dashboard
          </Link>
        </div>
      </>
    );
  }
  return (
    <>
      <h2 id="payment-heading" className="text-lg font-semibold">
        Payment
      </h2>
      {awaitingConfirmation ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          We are confirming your payment with the card provider. This page updates by itself.
        </p>
      ) : provider === 'test' ? (
        <p className="mt-2 text-sm text-slate-700">
          Test mode: no card is charged. The payment of {formatUsd(totalCents)} is recorded exactly as a real one would be.
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-700">
          You pay {formatUsd(totalCents)} once on Stripe's secure checkout page, then come back here.
        </p>
      )}
      {alert}
      {payButton(provider === 'test' ? 'Pay Now (test mode)' : 'Pay Now')}
    </>
  );
}

export { ProjectErrorBoundary as ErrorBoundary } from '~/components/projects/project-error-boundary';
