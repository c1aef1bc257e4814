import { Suspense, useRef, useState, type ReactNode } from 'react';

/**
 * A link that works without JavaScript (`href`) and, once hydrated, opens a dialog whose module loads on
 * first use: `preload` starts the download on hover or focus, `dialog` renders the lazy component the first
 * time the link is used. Keeps dialogs and their dependencies out of the landing's up-front JavaScript
 * (docs/decisions/164, 177).
 */
export function LazyDialogTrigger({
  href,
  className,
  preload,
  dialog,
  children,
}: {
  href: string;
  className: string;
  preload: () => unknown;
  dialog: (props: { open: boolean; onClose: () => void }) => ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  function onClose() {
    setOpen(false);
    // Back to the trigger: the lazily mounted dialog cannot rely on Headless UI's own focus restore.
    requestAnimationFrame(() => trigger.current?.focus());
  }
  return (
    <>
      <a
        ref={trigger}
        href={href}
        className={className}
        onPointerEnter={() => void preload()}
        onFocus={() => void preload()}
        onClick={(event) => {
          event.preventDefault();
          setUsed(true);
          setOpen(true);
        }}
      >
        {children}
      </a>
      {used ? <Suspense fallback={null}>{dialog({ open, onClose })}</Suspense> : null}
    </>
  );
}
