import { jsonError } from './responses';

/**
 * One mapping from a domain's typed errors to answers: each error class the domain throws, with
 * the status and text a caller gets (and what is logged on the way), and what anything else gets.
 * A route's `catch` is then one line.
 */

interface ErrorAnswer {
  status: number;
  error: string;
}

type ErrorClass<E> = abstract new (...args: never[]) => E;

interface Rule {
  matches: (error: unknown) => boolean;
  answer: (error: unknown) => ErrorAnswer;
}

/** A rule for one error class. */
export function on<E>(type: ErrorClass<E>, answer: (error: E) => ErrorAnswer): Rule {
  return { matches: (error) => error instanceof type, answer: (error) => answer(error as E) };
}

export function errorResponder(rules: readonly Rule[], otherwise: (error: unknown) => ErrorAnswer) {
  return (error: unknown): Response => {
    const { status, error: text } = (rules.find((rule) => rule.matches(error))?.answer ?? otherwise)(error);
    return jsonError(status, text);
  };
}
