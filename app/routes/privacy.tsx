import type { MetaFunction } from '@remix-run/cloudflare';
import { LegalDocument } from '~/components/legal-document';
import { PageHeader } from '~/components/page-header';
import { EMAILS, mailto } from '~/content/contact';
import { PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '~/content/legal';
import { staticPageHeaders } from '~core/lib/http-cache';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'Privacy Policy',
    'What Fairstack collects, why, who it is shared with, how it is protected and your rights.',
  );
export const headers = staticPageHeaders;

export default function Privacy() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Privacy Policy">
        <p>Last updated: {PRIVACY_LAST_UPDATED}</p>
      </PageHeader>
      <LegalDocument
        sections={PRIVACY_SECTIONS}
        renderAfter={(s) =>
          s.id === 'your-rights' ? (
            <div className="mt-4 flex flex-wrap gap-2">
              <a href={mailto(EMAILS.privacy, { subject: 'Privacy request' })} className="btn-primary">
                Email our privacy team
              </a>
              <a href={mailto(EMAILS.privacy, { subject: 'Delete my data' })} className="btn-secondary">
                Request deletion
              </a>
            </div>
          ) : null
        }
      />
    </>
  );
}
