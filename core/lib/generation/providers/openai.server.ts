import type { SiteBrief } from '../brief';
import type { SiteContent } from '../content-schema';
import { generateWithModel, type ChatMessage } from './ai-json';
import { regenerateSectionWithModel } from './ai-section';
import { describeDuration, GenerationError, type ContentProvider, type GenerateOptions } from './types';

export type OpenAiConfig = { baseUrl: string; apiKey: string; model: string; timeoutMs: number; fetch?: typeof fetch };

/** Any OpenAI-compatible chat completions endpoint (OpenAI, a gateway, a local server). */
export function openAiProvider(config: OpenAiConfig): ContentProvider {
  const doFetch = config.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function complete(messages: ChatMessage[], signal?: AbortSignal): Promise<string> {
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ model: config.model, messages, temperature: 0.6, response_format: { type: 'json_object' } }),
        signal: combined,
      });
    } catch (error) {
      if (timeout.aborted) {
        throw new GenerationError(`The AI provider (openai) did not answer within ${describeDuration(config.timeoutMs)}.`, true);
      }
      throw new GenerationError(`The AI provider (openai) could not be reached: ${(error as Error).message}`, true);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      // Only an API error's own message is worth showing the owner; a gateway's HTML error page is not.
      let detail = '';
      try {
        const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
        if (typeof message === 'string') detail = message.replace(/\s+/g, ' ').trim().slice(0, 200);
      } catch {
        /* not JSON */
      }
      const status = `answered ${response.status}${detail ? `: ${detail}` : ''}`;
      throw new GenerationError(`The AI provider (openai) ${status}`, response.status >= 500 || response.status === 429);
    }
    try {
      const content = (JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]?.message?.content;
      if (typeof content === 'string') return content;
    } catch {
      /* handled below */
    }
    return '';
  }

  return {
    id: 'openai',
    generate(brief: SiteBrief, options?: GenerateOptions): Promise<SiteContent> {
      return generateWithModel('openai', brief, complete, options);
    },
    regenerateSection(brief, current, section, options) {
      return regenerateSectionWithModel('openai', brief, current, section, complete, options);
    },
  };
}
