import { FormatError, ImageTooLargeError } from '../document-format.ts';

/**
 * An error as it crosses back from a worker thread. Structured cloning keeps only the message of
 * an Error, so an adapter's refusal travels as data and is rebuilt as the same class on the other side.
 */
export type TaskErrorData =
  | { kind: 'image-too-large'; message: string; width: number; height: number; maxPixels: number }
  | { kind: 'format'; message: string; code: FormatError['code'] }
  | { kind: 'other'; message: string; stack?: string };

export function errorToData(error: unknown): TaskErrorData {
  if (error instanceof ImageTooLargeError) {
    const { message, width, height, maxPixels } = error;
    return { kind: 'image-too-large', message, width, height, maxPixels };
  }
  if (error instanceof FormatError) return { kind: 'format', message: error.message, code: error.code };
  if (error instanceof Error) return { kind: 'other', message: error.message, stack: error.stack };
  return { kind: 'other', message: String(error) };
}

export function errorFromData(data: TaskErrorData): Error {
  switch (data.kind) {
    case 'image-too-large':
      return new ImageTooLargeError(data.width, data.height, data.maxPixels);
    case 'format':
      return new FormatError(data.message, data.code);
    default: {
      const error = new Error(data.message);
      if (data.stack) error.stack = data.stack;
      return error;
    }
  }
}
