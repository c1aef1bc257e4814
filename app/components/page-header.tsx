import type { ReactNode } from 'react';

/** The heading block every information and toolkit page starts with. */
export function PageHeader({
  eyebrow,
  title,
  children,
  back,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <header className="border-b border-slate-200 bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto max-w-7xl px-4 pb-10 pt-8 sm:px-6">
        {back ? <div className="mb-4">{back}</div> : null}
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-balance-600">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-slate-700">{children}</div> : null}
      </div>
    </header>
  );
}
