import type { SiteBrief } from '../brief';
import type { SiteContent } from '../content-schema';
import { generateWithModel, type ChatMessage } from './ai-json';
import { regenerateSectionWithModel } from './ai-section';
import { describeDuration, GenerationError, type ContentProvider, type GenerateOptions } from './types';

/** The part of the Workers AI binding (`env.AI`) this provider uses. */
export type WorkersAiBinding = {
  run(model: string, inputs: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
};

export type WorkersAiConfig = { binding: WorkersAiBinding; model: string; timeoutMs: number };

function answerText(result: unknown): string {
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object' && 'response' in result) {
    const response = (result as { response: unknown }).response;
    if (typeof response === 'string') return response;
    // JSON mode hands back the object already parsed.
    if (response && typeof response === 'object') return JSON.stringify(response);
  }
  return '';
}

export function workersAiProvider(config: WorkersAiConfig): ContentProvider {
  async function complete(messages: ChatMessage[], signal?: AbortSignal): Promise<string> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new GenerationError(`The AI provider (workers-ai) did not answer within ${describeDuration(config.timeoutMs)}.`, true)),
        config.timeoutMs,
      );
    });
    try {
      const run = config.binding.run(config.model, { messages, max_tokens: 2500, temperature: 0.6 }, signal ? { signal } : undefined);
      return answerText(await Promise.race([run, timedOut]));
    } catch (error) {
      if (error instanceof GenerationError) throw error;
      throw new GenerationError(`The AI provider (workers-ai) failed: ${(error as Error).message}`, true);
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    id: 'workers-ai',
    generate(brief: SiteBrief, options?: GenerateOptions): Promise<SiteContent> {
      return generateWithModel('workers-ai', brief, complete, options);
    },
    regenerateSection(brief, current, section, options) {
      return regenerateSectionWithModel('workers-ai', brief, current, section, complete, options);
    },
  };
}
