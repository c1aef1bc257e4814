import type { MetaFunction } from '@remix-run/cloudflare';
import { Link } from '@remix-run/react';
import { LegalDocument } from '~/components/legal-document';
import { PageHeader } from '~/components/page-header';
import { EMAILS, mailto } from '~/content/contact';
import { TERMS_EFFECTIVE, TERMS_SECTIONS } from '~/content/legal';
import { staticPageHeaders } from '~core/lib/http-cache';
import { pageMeta } from '~/lib/meta';

export const meta: MetaFunction = () =>
  pageMeta(
    'Terms of Service',
    'The terms for using Fairstack: AI limitations, your responsibilities, accounts, ownership and liability.',
  );
export const headers = staticPageHeaders;

export default function Terms() {
  return (
    <>
      <PageHeader eyebrow="Legal" title="Terms of Service">
        <p>Effective: {TERMS_EFFECTIVE}</p>
      </PageHeader>
      <LegalDocument
        sections={TERMS_SECTIONS}
        renderAfter={(s) =>
          s.id === 'contact' ? (
            <div className="mt-4 flex flex-wrap gap-2">
              <a href={mailto(EMAILS.legal, { subject: 'Terms of Service' })} className="btn-primary">
                Email our legal team
              </a>
              <Link to="/contact" className="btn-secondary">
                Contact page
              </Link>
              <Link to="/privacy" className="btn-secondary">
                Privacy Policy
              </Link>
            </div>
          ) : null
        }
      />
    </>
  );
}
