import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { findPost, formatPostDate } from '~/content/blog';
import { staticPageHeaders } from '~/lib/http-cache';
import { pageMeta } from '~/lib/meta';

export function loader({ params }: LoaderFunctionArgs) {
  const post = findPost(params.slug ?? '');
  if (!post) throw new Response('Not Found', { status: 404 });
  return { post };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.post.title, data.post.excerpt) : [{ title: 'Page Not Found | Fairstack' }];
export const headers = staticPageHeaders;

export default function BlogPostPage() {
  const { post } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Link to="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
        ← All posts
      </Link>
      <p className="mt-6 text-sm font-semibold text-brand-700">{post.category}</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
      <p className="mt-4 text-sm text-slate-700">
        {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readTime}
      </p>
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800">
        {post.body.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
