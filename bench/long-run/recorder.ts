import { percentile } from '../lib/stats.ts';

/** What one HTTP call returned, as the traffic reads it. */
export interface Answer {
  status: number;
  body: Record<string, unknown> & { data?: unknown };
}

/**
 * Times every HTTP call under its kind (`book:order`, `browse:list`...) and counts errors by
 * kind: a 5xx, a network failure, or a status the traffic did not expect. Refusals the rules
 * make on purpose (dates just taken: 409) are counted apart, as outcomes, not errors.
 */
export class Recorder {
  private readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly refused = new Map<string, number>();
  /** The first few error answers, to say what went wrong without flooding the output. */
  readonly examples: string[] = [];

  async time(kind: string, send: () => Promise<Answer>, expected: number[] = [200]) {
    const start = performance.now();
    let answer: Answer;
    try {
      answer = await send();
    } catch (error) {
      this.error(kind, `network: ${(error as Error).message}`);
      return null;
    }
    const list = this.samples.get(kind) ?? [];
    list.push(performance.now() - start);
    this.samples.set(kind, list);
    if (expected.includes(answer.status)) {
      if (answer.status >= 400) this.bump(this.refused, kind);
      return answer;
    }
    this.error(kind, `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    return null;
  }

  private error(kind: string, text: string) {
    this.bump(this.errors, kind);
    if (this.examples.length < 10) this.examples.push(`${kind}: ${text}`);
  }

  private bump(map: Map<string, number>, kind: string) {
    map.set(kind, (map.get(kind) ?? 0) + 1);
  }

  get calls(): number {
    return [...this.samples.values()].reduce((sum, list) => sum + list.length, 0);
  }

  get errorCount(): number {
    return [...this.errors.values()].reduce((sum, n) => sum + n, 0);
  }

  /** One row per kind: calls, p50/p95/p99 in ms, errors and deliberate refusals. */
  rows(): {
    kind: string;
    calls: number;
    p50: number;
    p95: number;
    p99: number;
    errors: number;
    refused: number;
  }[] {
    return [...this.samples.keys()].sort().map((kind) => {
      const list = this.samples.get(kind)!;
      return {
        kind,
        calls: list.length,
        p50: percentile(list, 50),
        p95: percentile(list, 95),
        p99: percentile(list, 99),
        errors: this.errors.get(kind) ?? 0,
        refused: this.refused.get(kind) ?? 0,
      };
    });
  }
}
