import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { Icon } from '~/components/icons';
import { findPost, formatPostDate } from '~/content/blog';
import { priceWords, withPrices } from '~/content/prices';
import { shortLivedPageHeaders } from '~core/lib/http-cache';
import { getPriceSettings } from '~core/models/settings.server';
import { pageMeta } from '~/lib/meta';
import { appOrigin } from '~core/platform/app-origin.server';

/*
 * The article's own page. The file name ends the `blog` segment with `_` so the article is not nested inside
 * the index (which has no outlet, so the index used to render in the article's place: docs/decisions/170).
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const found = findPost(params.slug ?? '');
  if (!found) throw new Response('Not Found', { status: 404 });
  const post = withPrices(found, priceWords(await getPriceSettings(context.env)));
  return { post, canonical: `${appOrigin(context.env, request.url)}/blog/${post.slug}` };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        ...pageMeta(data.post.title, data.post.excerpt),
        { tagName: 'link', rel: 'canonical', href: data.canonical },
        { property: 'og:type', content: 'article' },
        { property: 'og:url', content: data.canonical },
        { property: 'og:site_name', content: 'Fairstack' },
        { property: 'article:published_time', content: data.post.date },
        { property: 'article:author', content: data.post.author },
        { property: 'article:section', content: data.post.category },
        { name: 'author', content: data.post.author },
      ]
    : [{ title: 'Page Not Found | Fairstack' }];
export const headers = shortLivedPageHeaders;

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6" data-testid="blog-article">
      <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <Icon name="arrowLeft" className="h-4 w-4" />
        All posts
      </Link>
      <p className="mt-6 text-sm font-semibold text-brand-700">{post.category}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
      <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        <span>
          By <span data-testid="blog-author">{post.author}</span>
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        <span aria-hidden="true">·</span>
        <span>{post.readTime}</span>
      </p>
      <p className="mt-6 text-xl text-slate-700">{post.excerpt}</p>
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800" data-testid="blog-body">
        {post.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <footer className="mt-12 border-t border-slate-200 pt-6">
        <Link to="/blog" className="btn-secondary">
          <Icon name="arrowLeft" className="h-4 w-4" />
          Back to all posts
        </Link>
      </footer>
    </article>
  );
}
