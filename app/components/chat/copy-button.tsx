import { useToast } from '~/components/toaster';

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and insecure origins: copy through a hidden text area.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

/** Copies `text` and confirms with a 'Copied' toast (or 'Copy Failed' when the browser refuses). */
export function CopyButton({ text, label, className = 'btn-secondary' }: { text: string; label: string; className?: string }) {
  const toast = useToast();
  return (
    <button
      type="button"
      className={className}
      onClick={async () => {
        try {
          await writeClipboard(text);
          toast({ title: 'Copied', description: 'Copied to your clipboard.' });
        } catch {
          toast({ title: 'Copy Failed', description: 'Please select and copy manually', variant: 'destructive' });
        }
      }}
    >
      <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
        <rect x="7" y="7" width="10" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M13 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      {label}
    </button>
  );
}
