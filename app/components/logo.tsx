export function Logo({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path d="M8 22h16M10 17h12M12 12h8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="16" cy="8" r="2" fill="#5eead4" />
    </svg>
  );
}
