import type { ChatModel } from '@winzmail/platform/llm';
import { withSpan } from '@winzmail/platform/telemetry';

/**
 * The chat model with a `model.complete` span per call (no instrumentation sees a model: the
 * composer and llama.cpp make no request, and the router's HTTP span does not say which choice,
 * which model answered, or the tokens). Everything else is the model's own.
 */
export function tracedModel(model: ChatModel): ChatModel {
  return {
    id: model.id,
    complete: (request) =>
      withSpan(
        '@winzmail/reply-generation',
        'model.complete',
        {
          kind: 'client',
          attributes: {
            'app.model.adapter': model.id,
            'app.model.choice': request.choice ?? '',
            'app.model.task': request.task.kind,
            'app.model.passages': request.task.passages.length,
            'app.model.streamed': Boolean(request.onText),
          },
        },
        async (span) => {
          const completion = await model.complete(request);
          span.setAttributes({
            'app.model.name': completion.model,
            'app.model.prompt_tokens': completion.usage.promptTokens,
            'app.model.completion_tokens': completion.usage.completionTokens,
          });
          return completion;
        },
      ),
    ...(model.status ? { status: (choice?: string) => model.status!(choice) } : {}),
    ...(model.close ? { close: () => model.close!() } : {}),
    ...(model.writesIn ? { writesIn: (language: string) => model.writesIn!(language) } : {}),
  };
}
