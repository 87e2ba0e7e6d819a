import { withoutCitations } from '@winzmail/platform/text';

/**
 * A visitor's streamed answer without citation markers. Which markers a visitor may see is known
 * only when the answer is done (the cited sources come with it), so none is shown while it
 * streams; a marker a model writes token by token ("[", "1", "]") is held back until it is whole,
 * and so is the space before it, which goes with it as in `withoutCitations`. The pieces join to
 * `withoutCitations(text)`; the done answer then shows the markers of public pages, if any.
 */
export class StreamedMarkers {
  private held = '';

  /** The part of `delta` (with what was held) that can be shown now. */
  push(delta: string): string {
    const text = withoutCitations(this.held + delta);
    const tail = PARTIAL_MARKER.exec(text)!;
    this.held = text.slice(tail.index);
    return text.slice(0, tail.index);
  }

  /** What was held at the end: a space or a '[…' that never became a marker. */
  end(): string {
    const rest = withoutCitations(this.held);
    this.held = '';
    return rest;
  }
}

/** Trailing blanks and the start of a marker that the next piece may complete. */
const PARTIAL_MARKER = /[ \t]*(?:\[(?:\d+(?:\s*[,;–-]\s*\d*)*)?\s*)?$/;
