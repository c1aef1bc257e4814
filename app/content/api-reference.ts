/**
 * The hand-written API reference (spec sections 3, 6, 7 and 9). The API issue will later render this
 * page from its OpenAPI document; until then these are the documented shapes.
 */
export type Endpoint = {
  method: 'GET' | 'POST';
  path: string;
  auth: 'Session required' | 'Public' | 'Signed by the payment provider';
  summary: string;
  request?: string;
  response: string;
  errors?: string;
};

export type ApiTab = { id: string; title: string; intro: string; endpoints: Endpoint[]; notes?: string[] };

const json = (value: unknown) => JSON.stringify(value, null, 2);

export const API_TABS: readonly ApiTab[] = [
  {
    id: 'authentication',
    title: 'Authentication',
    intro:
      'The API uses the same session as the website: sign in at /api/login and send the session cookie with every request. Project and generation endpoints need a session; the templates list and the payment webhook do not.',
    endpoints: [
      {
        method: 'GET',
        path: '/api/auth/user',
        auth: 'Session required',
        summary: 'The signed-in user.',
        response: json({ id: 'user_123', firstName: 'Casey', email: 'casey@example.com', profileImageUrl: null }),
        errors: json({ success: false, error: { code: 'UNAUTHORIZED', message: 'Sign in first.' } }),
      },
    ],
    notes: [
      'Rate limits: 100 requests per minute per user, 10 website generations per hour, 1000 API calls per day.',
      'Every response carries X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset headers.',
      'Send request bodies as application/json.',
    ],
  },
  {
    id: 'projects',
    title: 'Projects',
    intro: 'A project is one website: its description, price, payment status and generation status.',
    endpoints: [
      {
        method: 'POST',
        path: '/api/projects',
        auth: 'Session required',
        summary: 'Create a project. templateId is an integer or null.',
        request: json({
          name: 'Harbor Street Bakery',
          businessType: 'Restaurant',
          requirements: 'Menu and opening hours',
          templateId: 4,
        }),
        response: json({
          success: true,
          data: { id: 42, name: 'Harbor Street Bakery', status: 'pending', generatedUrl: null },
        }),
        errors: json({ success: false, error: { code: 'VALIDATION_ERROR', message: 'Project name is required' } }),
      },
      {
        method: 'GET',
        path: '/api/projects',
        auth: 'Session required',
        summary: 'Your projects, newest first.',
        response: json({
          success: true,
          data: [
            {
              id: 42,
              name: 'Harbor Street Bakery',
              status: 'completed',
              generatedUrl: 'https://harbor-street-bakery.sites.fairstack.app',
            },
          ],
        }),
      },
      {
        method: 'GET',
        path: '/api/projects/{id}',
        auth: 'Session required',
        summary: "One of your projects. Another user's project answers 404.",
        response: json({
          success: true,
          data: { id: 42, name: 'Harbor Street Bakery', status: 'pending', generatedUrl: null },
        }),
        errors: json({ success: false, error: { code: 'NOT_FOUND', message: 'Project not found' } }),
      },
      {
        method: 'GET',
        path: '/api/templates',
        auth: 'Public',
        summary: 'Active templates; basePrice is a decimal string.',
        response: json([
          {
            id: 4,
            name: 'Restaurant & Dining',
            category: 'Restaurant',
            basePrice: '40.00',
            features: ['Menu', 'Opening hours'],
          },
        ]),
      },
    ],
  },
  {
    id: 'ai-generation',
    title: 'AI Generation',
    intro:
      'Generation starts on a paid project and runs for 30-60 seconds (up to 2-3 minutes for complex sites). Poll the status every 5 seconds until it is completed or failed.',
    endpoints: [
      {
        method: 'POST',
        path: '/api/projects/{id}/generate',
        auth: 'Session required',
        summary: 'Start generation. customRequirements is optional extra guidance.',
        request: json({ customRequirements: 'Use warm colours and show the menu first' }),
        response: json({
          success: true,
          data: { id: 42, name: 'Harbor Street Bakery', status: 'generating', generatedUrl: null },
        }),
      },
      {
        method: 'GET',
        path: '/api/projects/{id}/status',
        auth: 'Session required',
        summary: 'Status, payment status and address of the generated site.',
        response: json({
          success: true,
          data: {
            status: 'completed',
            paymentStatus: 'paid',
            generatedUrl: 'https://harbor-street-bakery.sites.fairstack.app',
          },
        }),
      },
    ],
    notes: ['Project statuses: pending, generating, completed, failed. Payment statuses: pending, paid.'],
  },
  {
    id: 'webhooks',
    title: 'Webhooks',
    intro:
      'Payment events arrive from the card payment provider. The request is signed; an invalid signature or body is answered with 400 and changes nothing.',
    endpoints: [
      {
        method: 'POST',
        path: '/api/webhooks/stripe',
        auth: 'Signed by the payment provider',
        summary: 'A signed payment event. A paid event marks the matching project paid, once.',
        request: json({
          id: 'evt_123',
          type: 'payment_intent.succeeded',
          data: { object: { amount: 2999, metadata: { projectId: '42' } } },
        }),
        response: json({ received: true }),
        errors: json({
          success: false,
          error: { code: 'INVALID_SIGNATURE', message: 'Webhook signature verification failed' },
        }),
      },
    ],
  },
];
