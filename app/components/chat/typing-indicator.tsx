/** Three bouncing dots (still for reduced motion) and a sentence for screen readers. */
export function TypingIndicator({ name }: { name: string }) {
  return (
    <div className="flex items-center gap-2 px-1 py-2 text-sm text-slate-600" data-testid="typing-indicator">
      <span className="flex gap-1 rounded-2xl bg-slate-100 px-3 py-2" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="h-2 w-2 rounded-full bg-slate-500 motion-safe:animate-bounce"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      <span>{name} is typing…</span>
    </div>
  );
}
