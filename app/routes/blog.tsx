import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { NewsletterForm } from '~/components/newsletter-form';
import { PageHeader } from '~/components/page-header';
import { BLOG_CATEGORIES, blogCategoryFrom, formatPostDate, postsInCategory, type BlogPost } from '~/content/blog';
import { staticPageHeaders } from '~core/lib/http-cache';
import { pageMeta } from '~/lib/meta';
import { newsletterOnlyAction } from '~/utils/newsletter-form.server';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    data && data.category !== 'all' ? `Blog: ${BLOG_CATEGORIES.find((c) => c.slug === data.category)?.label}` : 'Blog',
    'Notes on fair AI, how we build Fairstack, company news and stories from our community.',
  );
export const headers = staticPageHeaders;

/** Categories really filter, through the query string, so a filtered view is a link anyone can share. */
export function loader({ request }: LoaderFunctionArgs) {
  const category = blogCategoryFrom(new URL(request.url).searchParams.get('category')).slug;
  return { category };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newsletterOnlyAction(request, context);
}

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
    </p>
  );
}

export default function Blog() {
  const { category } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const posts = postsInCategory(category);
  const featured = posts.find((p) => p.featured);
  const others = posts.filter((p) => p !== featured);

  return (
    <>
      <PageHeader eyebrow="Blog" title="Fairstack Blog">
        Notes on fair AI, how we build the product, and the people who use it.
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <nav aria-label="Blog categories">
          <ul className="flex flex-wrap gap-2">
            {BLOG_CATEGORIES.map((c) => {
              const active = c.slug === category;
              return (
                <li key={c.slug}>
                  <Link
                    to={c.slug === 'all' ? '/blog' : `/blog?category=${c.slug}`}
                    preventScrollReset
                    aria-current={active ? 'page' : undefined}
                    className={`inline-flex rounded-full border px-4 py-1.5 text-sm font-medium ${
                      active
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                    }`}
                  >
                    {c.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        {featured ? (
          <article
            className="card mt-8 grid gap-6 bg-gradient-to-br from-brand-50 to-white lg:grid-cols-[2fr_1fr]"
            data-testid="blog-post"
          >
            <div>
              <p className="text-sm font-semibold text-brand-700">Featured · {featured.category}</p>
              <h2 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
                <Link to={`/blog/${featured.slug}`} className="hover:underline">
                  {featured.title}
                </Link>
              </h2>
              <p className="mt-3 text-slate-700">{featured.excerpt}</p>
              <div className="mt-4">
                <PostMeta post={featured} />
              </div>
            </div>
            <div className="flex items-end lg:justify-end">
              <Link to={`/blog/${featured.slug}`} className="btn-primary">
                Read article<span className="sr-only">: {featured.title}</span>
              </Link>
            </div>
          </article>
        ) : null}

        {others.length > 0 ? (
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {others.map((post) => (
              <li key={post.slug}>
                <article className="card flex h-full flex-col" data-testid="blog-post">
                  <p className="text-sm font-semibold text-brand-700">{post.category}</p>
                  <h2 className="mt-2 text-lg font-semibold text-slate-900">
                    <Link to={`/blog/${post.slug}`} className="hover:underline">
                      {post.title}
                    </Link>
                  </h2>
                  <p className="mt-2 flex-1 text-sm text-slate-700">{post.excerpt}</p>
                  <div className="mt-4">
                    <PostMeta post={post} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : null}

        {posts.length === 0 ? (
          <p className="card mt-8 text-center text-slate-700">No posts in this category yet.</p>
        ) : null}

        <section id="newsletter" aria-label="Newsletter" className="mt-16 rounded-2xl bg-brand-900 px-6 py-12">
          <NewsletterForm
            result={actionData?.newsletter}
            tone="dark"
            title="Stay Updated"
            description="New posts about fair AI and smart buildings, at most twice a month."
          />
        </section>
      </div>
    </>
  );
}
