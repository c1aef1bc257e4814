import type { Design } from './design';

/**
 * The stylesheet every page of a generated site inlines (one request per page, no render-blocking
 * fetch). Mobile first; one breakpoint for two columns, one for three. Kept small: a home page with its
 * CSS must stay under 30 KB gzip.
 */
export function siteCss(d: Design): string {
  const p = d.palette;
  const vars = [
    `--bg:${p.bg}`,
    `--surface:${p.surface}`,
    `--text:${p.text}`,
    `--muted:${p.muted}`,
    `--primary:${p.primary}`,
    `--on-primary:${p.onPrimary}`,
    `--accent:${p.accent}`,
    `--accent-soft:${p.accentSoft}`,
    `--accent-text:${p.accentText}`,
    `--border:${p.border}`,
    `--hero-bg:${p.heroBg}`,
    `--hero-text:${p.heroText}`,
    `--hero-muted:${p.heroMuted}`,
    `--hero-btn:${p.heroButton}`,
    `--on-hero-btn:${p.onHeroButton}`,
    `--radius:${d.radius}`,
    `--font-h:${d.headingFont}`,
    `--font-b:${d.bodyFont}`,
  ].join(';');
  return `:root{${vars}}
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.65 var(--font-b);overflow-wrap:anywhere}
h1,h2,h3{font-family:var(--font-h);line-height:1.15;margin:0 0 .5em;text-wrap:balance}
h1{font-size:clamp(2.25rem,6vw + 1rem,4.25rem);letter-spacing:-.02em}
h2{font-size:clamp(1.75rem,2.5vw + 1rem,2.625rem);letter-spacing:-.01em}
h3{font-size:1.2rem}
p{margin:0 0 1em}
a{color:var(--primary);text-underline-offset:.2em}
a:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:3px;border-radius:4px}
img,svg{display:block;max-width:100%}
.wrap{width:min(72rem,100% - 2.5rem);margin-inline:auto}
.skip{position:absolute;left:-999px;top:.5rem;background:var(--bg);color:var(--text);padding:.5rem 1rem;z-index:10}
.skip:focus{left:.5rem}
.site-header{background:var(--bg);border-bottom:1px solid var(--border)}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1.5rem;padding-block:.75rem}
.brand{display:inline-flex;align-items:center;gap:.6rem;font:700 1.15rem/1.2 var(--font-h);color:var(--text);text-decoration:none;min-height:44px}
.brand svg{width:2rem;height:2rem;flex:none}
.nav ul{display:flex;flex-wrap:wrap;gap:.25rem .5rem;list-style:none;margin:0;padding:0}
.nav a{display:inline-block;padding:.5rem .6rem;color:var(--text);text-decoration:none;font-size:.95rem;border-radius:6px}
.nav a:hover{background:var(--surface);color:var(--primary)}
.site-header{position:relative}
.nav-menu{display:none}
.nav-menu summary{display:flex;align-items:center;gap:.4rem;min-height:44px;padding:.5rem .8rem;border:1px solid var(--border);border-radius:6px;cursor:pointer;list-style:none;font-weight:600}
.nav-menu summary::-webkit-details-marker{display:none}
.nav-menu summary::after{content:"";width:.5rem;height:.5rem;border-right:2px solid currentColor;border-bottom:2px solid currentColor;transform:translateY(-2px) rotate(45deg)}
.nav-menu[open] summary::after{transform:translateY(2px) rotate(-135deg)}
.nav-menu ul{position:absolute;left:1.25rem;right:1.25rem;top:100%;z-index:5;display:grid;gap:.25rem;padding:.5rem;background:var(--bg);border:1px solid var(--border);border-radius:6px;box-shadow:0 8px 24px rgb(0 0 0/.12)}
.nav-menu a{display:block;min-height:44px}
@media (max-width:47.99rem){.nav-row{display:none}.nav-menu{display:block}}
.hero{background:var(--hero-bg);color:var(--hero-text);padding-block:clamp(3rem,8vw,6.5rem)}
.hero .lead{color:var(--hero-muted);font-size:1.2rem;max-width:38rem}
.hero-grid{display:grid;gap:2.5rem;align-items:center}
.hero-art svg{width:100%;height:auto;border-radius:var(--radius)}
.hero-centered{text-align:center}
.hero-centered .lead,.hero-centered .actions{margin-inline:auto;justify-content:center}
.hero-centered .hero-art{max-width:44rem;margin-inline:auto}
.eyebrow{font-size:.85rem;font-weight:700;letter-spacing:.08em;color:var(--accent-text);margin-bottom:.75rem}
.hero .eyebrow{color:var(--hero-muted)}
.upper .eyebrow{text-transform:uppercase}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.75rem}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;min-height:48px;padding:.75rem 1.4rem;border-radius:var(--radius);font-weight:700;text-decoration:none;border:2px solid transparent}
.btn-primary{background:var(--primary);color:var(--on-primary)}
.btn-hero{background:var(--hero-btn);color:var(--on-hero-btn)}
.btn-outline{border-color:currentColor;color:inherit}
.btn:hover{filter:brightness(1.08)}
.section{padding-block:clamp(3rem,7vw,5.5rem)}
.section-alt{background:var(--surface)}
.section-head{max-width:42rem;margin-bottom:2.25rem}
.section-head p{color:var(--muted)}
.grid{display:grid;gap:1.25rem;list-style:none;margin:0;padding:0}
.card{background:var(--bg);border:1px solid var(--border);border-radius:var(--radius);padding:1.5rem}
.section-alt .card{background:var(--bg)}
.card p{color:var(--muted);margin:0}
.icon{width:1.5rem;height:1.5rem}
.icon-badge{display:inline-flex;align-items:center;justify-content:center;width:3rem;height:3rem;border-radius:999px;background:var(--accent-soft);color:var(--primary);margin-bottom:1rem}
.menu-list{list-style:none;margin:0;padding:0;display:grid;gap:0 3rem}
.menu-list li{padding-block:1.1rem;border-bottom:1px dashed var(--border)}
.menu-list h3{margin-bottom:.25rem}
.menu-list p{color:var(--muted);margin:0}
.product .art,.work .art{width:100%;height:auto;border-radius:calc(var(--radius) * .75);margin-bottom:1rem}
.product a{display:inline-block;margin-top:.75rem;font-weight:700}
.work{margin:0}
.work figcaption p{color:var(--muted);margin:0}
.steps{counter-reset:step;list-style:none;margin:0;padding:0;display:grid;gap:1.25rem}
.steps li{counter-increment:step;position:relative;padding:1.5rem 1.5rem 1.5rem 4.25rem;background:var(--bg);border:1px solid var(--border);border-radius:var(--radius)}
.steps li::before{content:counter(step);position:absolute;left:1.25rem;top:1.35rem;width:2.1rem;height:2.1rem;border-radius:999px;background:var(--primary);color:var(--on-primary);font-weight:700;display:flex;align-items:center;justify-content:center}
.steps p{color:var(--muted);margin:0}
.price{font-weight:700;color:var(--accent-text);margin:.25rem 0 0}
.team li{display:flex;flex-direction:column;gap:.25rem}
.faq{display:grid;gap:.75rem;max-width:48rem}
.faq details{background:var(--bg);border:1px solid var(--border);border-radius:var(--radius);padding:0 1.25rem}
.faq summary{cursor:pointer;font-weight:700;padding:1rem 0;min-height:48px}
.faq details p{color:var(--muted)}
.hours{border-collapse:collapse;width:100%;max-width:32rem}
.hours th,.hours td{text-align:start;padding:.75rem 0;border-bottom:1px solid var(--border)}
.hours td{text-align:end;color:var(--muted)}
.hours-label{margin:2rem 0 .25rem}
.about{display:grid;gap:2.5rem;align-items:start}
.about-text{max-width:44rem}
.about-art svg{width:100%;height:auto;border-radius:var(--radius)}
.contact{display:grid;gap:2rem}
.contact-list{list-style:none;margin:1.5rem 0 0;padding:0;display:grid;gap:.75rem}
.contact-list a,.contact-list .line{display:inline-flex;align-items:center;gap:.6rem;min-height:44px}
.contact-list a{font-weight:700}
.contact-list address{font-style:normal}
.social{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;margin:0;padding:0}
.social a{display:inline-flex;align-items:center;min-height:44px}
.closing{background:var(--primary);color:var(--on-primary);text-align:center}
.closing p{font-size:1.15rem}
.closing .actions{justify-content:center}
.closing .btn{background:var(--on-primary);color:var(--primary)}
.site-footer{padding-block:2.5rem;font-size:.95rem;color:var(--muted);border-top:1px solid var(--border)}
.site-footer .wrap{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1rem}
.site-footer p{margin:0}
.not-found{text-align:center;padding-block:clamp(4rem,12vw,8rem)}
.not-found .actions{justify-content:center}
@media (min-width:48rem){
.cols-2,.menu-list,.about,.contact{grid-template-columns:repeat(2,minmax(0,1fr))}
.hero-split .hero-grid,.hero-banner .hero-grid{grid-template-columns:1.1fr .9fr}
.steps{grid-template-columns:repeat(auto-fit,minmax(14rem,1fr))}
}
@media (min-width:64rem){
.cols-3{grid-template-columns:repeat(3,minmax(0,1fr))}
.cols-4{grid-template-columns:repeat(4,minmax(0,1fr))}
}
@media (min-width:48rem) and (max-width:63.99rem){.cols-3,.cols-4{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media print{.site-header,.skip{display:none}.hero{background:none;color:#000}}`;
}
