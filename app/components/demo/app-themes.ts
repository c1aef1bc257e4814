/** Visual themes for the sample app, one per App Builder style. Full class names so Tailwind keeps them. */
export type AppTheme = {
  page: string;
  bar: string;
  card: string;
  muted: string;
  accent: string;
  accentText: string;
  soft: string;
  radius: string;
  heading: string;
};

export const APP_THEMES: Record<string, AppTheme> = {
  minimal: {
    page: 'bg-white text-slate-900',
    bar: 'border-b border-slate-200 bg-white',
    card: 'border border-slate-200 bg-white',
    muted: 'text-slate-600',
    accent: 'bg-slate-900 text-white',
    accentText: 'text-slate-900',
    soft: 'bg-slate-100 text-slate-800',
    radius: 'rounded-lg',
    heading: 'font-semibold tracking-tight',
  },
  bold: {
    page: 'bg-gradient-to-br from-fuchsia-50 to-orange-50 text-slate-900',
    bar: 'bg-fuchsia-700 text-white',
    card: 'border-2 border-fuchsia-200 bg-white',
    muted: 'text-slate-700',
    accent: 'bg-fuchsia-700 text-white',
    accentText: 'text-fuchsia-800',
    soft: 'bg-orange-100 text-orange-900',
    radius: 'rounded-2xl',
    heading: 'font-extrabold',
  },
  corporate: {
    page: 'bg-slate-50 text-slate-900',
    bar: 'bg-blue-900 text-white',
    card: 'border border-slate-300 bg-white',
    muted: 'text-slate-600',
    accent: 'bg-blue-800 text-white',
    accentText: 'text-blue-900',
    soft: 'bg-blue-50 text-blue-900',
    radius: 'rounded-md',
    heading: 'font-semibold',
  },
  playful: {
    page: 'bg-amber-50 text-slate-900',
    bar: 'bg-pink-600 text-white',
    card: 'border-2 border-amber-200 bg-white',
    muted: 'text-slate-700',
    accent: 'bg-pink-700 text-white',
    accentText: 'text-pink-800',
    soft: 'bg-amber-100 text-amber-900',
    radius: 'rounded-3xl',
    heading: 'font-bold',
  },
  dark: {
    page: 'bg-slate-900 text-slate-100',
    bar: 'border-b border-slate-700 bg-slate-950 text-slate-100',
    card: 'border border-slate-700 bg-slate-800',
    muted: 'text-slate-300',
    accent: 'bg-emerald-400 text-slate-950',
    accentText: 'text-emerald-300',
    soft: 'bg-slate-700 text-slate-100',
    radius: 'rounded-xl',
    heading: 'font-semibold',
  },
};
