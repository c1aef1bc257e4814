import { useCallback, useEffect, useRef, useState } from 'react';
import { STATUS_POLL_MS, type Progress } from '~core/lib/generation/steps';

export type GenerationSnapshot = {
  id: number;
  status: 'pending' | 'generating' | 'completed' | 'failed';
  paymentStatus: 'pending' | 'paid';
  generatedUrl: string | null;
  progress?: Progress | null;
  failureReason?: string | null;
};

type LiveEvent = {
  status: 'generating' | 'completed' | 'failed';
  progress: Progress | null;
  generatedUrl: string | null;
  failureReason: string | null;
};

/**
 * The live status of one project: server-sent events from its Durable Object while it generates, and
 * the spec's 5-second poll of `/api/projects/:id/status` whenever that channel is not connected
 * (before generation, after a dropped connection, or where EventSource is missing).
 */
export function useGenerationStatus(initial: GenerationSnapshot) {
  const [snapshot, setSnapshot] = useState<GenerationSnapshot>(initial);
  const [live, setLive] = useState(false);
  const idRef = useRef(initial.id);

  // The parent may refresh the project (revalidation): take its newer facts. Keyed on the fields, not on
  // `initial`, which is a new object on every render of the parent.
  useEffect(() => {
    idRef.current = initial.id;
    setSnapshot((s) =>
      s.id !== initial.id || s.status !== initial.status || s.paymentStatus !== initial.paymentStatus || s.generatedUrl !== initial.generatedUrl
        ? { ...initial }
        : s,
    );
  }, [initial.id, initial.status, initial.paymentStatus, initial.generatedUrl]);

  const refresh = useCallback(async () => {
    try {
      const res = await fetch(`/api/projects/${idRef.current}/status`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!res.ok) return;
      const body = (await res.json()) as { data: GenerationSnapshot };
      setSnapshot((s) => (s.id === body.data.id ? { ...s, ...body.data } : s));
    } catch {
      /* offline: the next tick tries again */
    }
  }, []);

  const generating = snapshot.status === 'generating';
  useEffect(() => {
    if (!generating || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/projects/${snapshot.id}/events`);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    source.onmessage = (message) => {
      let event: LiveEvent;
      try {
        event = JSON.parse(message.data) as LiveEvent;
      } catch {
        return;
      }
      setSnapshot((s) => ({
        ...s,
        status: event.status,
        progress: event.progress,
        generatedUrl: event.generatedUrl ?? s.generatedUrl,
        failureReason: event.failureReason,
      }));
      if (event.status !== 'generating') source.close();
    };
    return () => {
      source.close();
      setLive(false);
    };
  }, [generating, snapshot.id]);

  const pollable = snapshot.status === 'pending' || snapshot.status === 'generating';
  useEffect(() => {
    if (!pollable || live) return;
    const timer = setInterval(refresh, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [pollable, live, refresh]);

  return { snapshot, setSnapshot, live, refresh };
}
