import type { ActionFunctionArgs } from '@remix-run/cloudflare';
import { redirect } from '@remix-run/cloudflare';
import { handleRedactorDownload } from '~/utils/redactor-form.server';

/** Resource route for the Redactor's 'Download' button when JavaScript is off (with it, the browser saves a Blob). */
export async function action({ request }: ActionFunctionArgs) {
  return handleRedactorDownload(request);
}

export async function loader() {
  return redirect('/redactor');
}
