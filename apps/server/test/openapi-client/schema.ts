// Generated from /api/openapi.json by apps/server/test/public-api-client.test.ts (vitest -u): do not edit.
export interface paths {
    "/v2/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Translate texts (DeepL) */
        post: operations["deeplTranslateText"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a document to translate */
        post: operations["deeplUploadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/document/{document_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Status of a document (DeepL) */
        post: operations["deeplGetDocumentStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/document/{document_id}/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Download a translated document, once (DeepL) */
        post: operations["deeplDownloadDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/glossaries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List glossaries */
        get: operations["deeplListGlossaries"];
        put?: never;
        /** Create a glossary */
        post: operations["deeplCreateGlossary"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/glossaries/{glossary_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a glossary */
        get: operations["deeplGetGlossary"];
        put?: never;
        post?: never;
        /** Delete a glossary */
        delete: operations["deeplDeleteGlossary"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/glossaries/{glossary_id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The entries of a glossary */
        get: operations["deeplGetGlossaryEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Characters and documents used this period, and the limits */
        get: operations["deeplGetUsage"];
        put?: never;
        /** Characters and documents used this period, and the limits (as a POST) */
        post: operations["deeplPostUsage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Source or target languages */
        get: operations["deeplGetLanguages"];
        put?: never;
        /** Source or target languages (as a POST) */
        post: operations["deeplPostLanguages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v2/glossary-language-pairs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Language pairs glossaries are made for */
        get: operations["deeplGetGlossaryLanguagePairs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Translate texts (LibreTranslate) */
        post: operations["libreTranslate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/detect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Detect the language of a text */
        post: operations["libreDetect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Languages and the targets of each */
        get: operations["libreLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/frontend/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How this server describes itself */
        get: operations["libreFrontendSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the server answers */
        get: operations["libreHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suggest a better translation (off on this server) */
        post: operations["libreSuggest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/translate_file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Translate a file */
        post: operations["libreTranslateFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/download_file/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a translated file */
        get: operations["libreDownloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/translate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Translate texts
         * @description Translates up to 50 texts at once with the workspace pipeline; one request counts as one chat of the quota.
         */
        post: operations["translateTexts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Languages and pairs
         * @description The languages (named in the caller's Accept-Language) and the pairs each kind of engine serves.
         */
        get: operations["listLanguages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage of the account
         * @description Characters and documents billed through the API this period, and what the quota has left.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a document
         * @description Uploads a document (multipart/form-data: the fields, then `file`) and starts its translation; one document counts as one chat of the quota. Answers its id at once.
         */
        post: operations["submitDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Status of a document */
        get: operations["getDocument"];
        put?: never;
        post?: never;
        /**
         * Cancel and delete a document
         * @description Stops its translation and deletes the document and the files made from it.
         */
        delete: operations["cancelDocument"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/documents/{documentId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a translated document
         * @description The translated file, once the status says done (the format chosen at submission is made before that, so it answers at once); in another export format or output form if asked. The document counts as downloaded (`downloadedAt`) once a file was sent in full.
         */
        get: operations["downloadDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/term-bases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List term bases */
        get: operations["listTermBases"];
        put?: never;
        /** Create a term base */
        post: operations["createTermBase"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/term-bases/{termBaseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a term base */
        get: operations["getTermBase"];
        put?: never;
        post?: never;
        /** Delete a term base */
        delete: operations["deleteTermBase"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/term-bases/{termBaseId}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the entries of a term base */
        get: operations["listTermEntries"];
        put?: never;
        /** Add an entry to a term base */
        post: operations["addTermEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/term-bases/{termBaseId}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a CSV or TSV term list
         * @description Adds the new terms and updates the ones the term base has; every row not used is reported with its line.
         */
        post: operations["importTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        DeeplError: {
            /** @description What went wrong, in English unless the caller's language was asked for. */
            message: string;
        };
        LibreError: {
            /** @description What went wrong, in the caller's language (Accept-Language). */
            error: string;
        };
        ApiError: {
            error: {
                /** @description The stable error code (the same as the website API). */
                code: number;
                /** @description The error's name ('notFound', 'quotaExhausted', 'validation'...). */
                key: string;
                /** @description What went wrong, in the caller's language (Accept-Language). */
                message: string;
                /** @description The refused field, for a validation error. */
                field?: string;
                /**
                 * @description Why the field was refused, for a validation error.
                 * @enum {string}
                 */
                issue?: "required" | "empty" | "typeString" | "typeNumber" | "typeInteger" | "typeBoolean" | "typeObject" | "tooShort" | "tooLong" | "tooSmall" | "tooLarge" | "oneOf" | "id" | "format" | "languageCode" | "unknownField" | "nulCharacter" | "invalid";
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    deeplTranslateText: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source_lang?: string;
                    target_lang: string;
                    /** @enum {string} */
                    formality?: "default" | "more" | "less" | "prefer_more" | "prefer_less";
                    glossary_id?: string;
                    glossary_ids?: string;
                    text: string | string[];
                    /** @enum {string} */
                    tag_handling?: "xml" | "html";
                    tag_handling_version?: string;
                    context?: string;
                    custom_instructions?: string | string[];
                    /** @enum {string} */
                    split_sentences?: "0" | "1" | "nonewlines";
                    preserve_formatting?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    outline_detection?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    show_billed_characters?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    /** @enum {string} */
                    model_type?: "quality_optimized" | "prefer_quality_optimized" | "latency_optimized";
                    non_splitting_tags?: string | string[];
                    splitting_tags?: string | string[];
                    ignore_tags?: string | string[];
                    auth_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    source_lang?: string;
                    target_lang: string;
                    /** @enum {string} */
                    formality?: "default" | "more" | "less" | "prefer_more" | "prefer_less";
                    glossary_id?: string;
                    glossary_ids?: string;
                    text: string | string[];
                    /** @enum {string} */
                    tag_handling?: "xml" | "html";
                    tag_handling_version?: string;
                    context?: string;
                    custom_instructions?: string | string[];
                    /** @enum {string} */
                    split_sentences?: "0" | "1" | "nonewlines";
                    preserve_formatting?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    outline_detection?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    show_billed_characters?: boolean | 0 | 1 | ("0" | "1" | "true" | "false");
                    /** @enum {string} */
                    model_type?: "quality_optimized" | "prefer_quality_optimized" | "latency_optimized";
                    non_splitting_tags?: string | string[];
                    splitting_tags?: string | string[];
                    ignore_tags?: string | string[];
                    auth_key?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        translations: {
                            detected_source_language: string;
                            text: string;
                            billed_characters?: number;
                            model_type_used?: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description No such document or glossary among those of the key’s account, or the document was already downloaded. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The quota of the account is used up, or the output format needs a plan. */
            456: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplUploadDocument: {
        parameters: {
            query?: {
                auth_key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    source_lang?: string;
                    target_lang: string;
                    /** @enum {string} */
                    formality?: "default" | "more" | "less" | "prefer_more" | "prefer_less";
                    glossary_id?: string;
                    glossary_ids?: string;
                    output_format?: string;
                    filename?: string;
                    /**
                     * Format: binary
                     * @description The document to translate (docx, pptx, xlsx, pdf, html, txt...).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        document_id: string;
                        document_key: string;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The file or the glossary is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The upload is not a multipart form. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The quota of the account is used up, or the output format needs a plan. */
            456: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplGetDocumentStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    document_key: string;
                    auth_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    document_key: string;
                    auth_key?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        document_id: string;
                        /** @enum {string} */
                        status: "queued" | "translating" | "done" | "error";
                        seconds_remaining?: number;
                        billed_characters?: number;
                        error_message?: string;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description No such document or glossary among those of the key’s account, or the document was already downloaded. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplDownloadDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                document_id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    document_key: string;
                    auth_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    document_key: string;
                    auth_key?: string;
                };
            };
        };
        responses: {
            /** @description The translated file, once; Content-Disposition names it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/epub+zip": Blob;
                    "application/json": Blob;
                    "application/msword": Blob;
                    "application/octet-stream": Blob;
                    "application/pdf": Blob;
                    "application/rtf": Blob;
                    "application/vnd.ms-excel": Blob;
                    "application/vnd.ms-excel.sheet.macroenabled.12": Blob;
                    "application/vnd.ms-excel.template.macroenabled.12": Blob;
                    "application/vnd.ms-powerpoint": Blob;
                    "application/vnd.ms-powerpoint.presentation.macroenabled.12": Blob;
                    "application/vnd.ms-powerpoint.slideshow.macroenabled.12": Blob;
                    "application/vnd.ms-word.document.macroenabled.12": Blob;
                    "application/vnd.ms-word.template.macroenabled.12": Blob;
                    "application/vnd.oasis.opendocument.presentation": Blob;
                    "application/vnd.oasis.opendocument.presentation-template": Blob;
                    "application/vnd.oasis.opendocument.spreadsheet": Blob;
                    "application/vnd.oasis.opendocument.spreadsheet-template": Blob;
                    "application/vnd.oasis.opendocument.text": Blob;
                    "application/vnd.oasis.opendocument.text-template": Blob;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": Blob;
                    "application/vnd.openxmlformats-officedocument.presentationml.slideshow": Blob;
                    "application/vnd.openxmlformats-officedocument.presentationml.template": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.template": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.template": Blob;
                    "application/x-subrip": Blob;
                    "application/xhtml+xml": Blob;
                    "application/xliff+xml": Blob;
                    "application/xml": Blob;
                    "image/bmp": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/svg+xml": Blob;
                    "image/tiff": Blob;
                    "image/webp": Blob;
                    "text/csv": Blob;
                    "text/html": Blob;
                    "text/markdown": Blob;
                    "text/mdx": Blob;
                    "text/plain": Blob;
                    "text/tab-separated-values": Blob;
                    "text/vtt": Blob;
                    "text/yaml": Blob;
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description No such document or glossary among those of the key’s account, or the document was already downloaded. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplListGlossaries: {
        parameters: {
            query?: {
                auth_key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        glossaries: {
                            glossary_id: string;
                            name: string;
                            ready: boolean;
                            source_lang: string;
                            target_lang: string;
                            creation_time: string;
                            entry_count: number;
                        }[];
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplCreateGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    source_lang: string;
                    target_lang: string;
                    entries: string;
                    /**
                     * @default tsv
                     * @enum {string}
                     */
                    entries_format?: "tsv" | "csv";
                    auth_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    name: string;
                    source_lang: string;
                    target_lang: string;
                    entries: string;
                    /**
                     * @default tsv
                     * @enum {string}
                     */
                    entries_format?: "tsv" | "csv";
                    auth_key?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        glossary_id: string;
                        name: string;
                        ready: boolean;
                        source_lang: string;
                        target_lang: string;
                        creation_time: string;
                        entry_count: number;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The file or the glossary is larger than allowed. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplGetGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                glossary_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        glossary_id: string;
                        name: string;
                        ready: boolean;
                        source_lang: string;
                        target_lang: string;
                        creation_time: string;
                        entry_count: number;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description No such document or glossary among those of the key’s account, or the document was already downloaded. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplDeleteGlossary: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                glossary_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its entries. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description No such document or glossary among those of the key’s account, or the document was already downloaded. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplGetGlossaryEntries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                glossary_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entries, one per line: source, tab, target. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/tab-separated-values": string;
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description No such document or glossary among those of the key’s account, or the document was already downloaded. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplGetUsage: {
        parameters: {
            query?: {
                auth_key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        character_count: number;
                        character_limit: number;
                        document_count: number;
                        document_limit: number;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplPostUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    auth_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    auth_key?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        character_count: number;
                        character_limit: number;
                        document_count: number;
                        document_limit: number;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplGetLanguages: {
        parameters: {
            query?: {
                type?: "source" | "target";
                auth_key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        language: string;
                        name: string;
                        supports_formality?: boolean;
                    }[];
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplPostLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @default source
                     * @enum {string}
                     */
                    type?: "source" | "target";
                    auth_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    /**
                     * @default source
                     * @enum {string}
                     */
                    type?: "source" | "target";
                    auth_key?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        language: string;
                        name: string;
                        supports_formality?: boolean;
                    }[];
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    deeplGetGlossaryLanguagePairs: {
        parameters: {
            query?: {
                auth_key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        supported_languages: {
                            source_lang: string;
                            target_lang: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The key is missing, unknown, revoked or disabled. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
            /** @description The document is not translated yet, or no engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeeplError"];
                };
            };
        };
    };
    libreTranslate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    q?: string | string[];
                    source?: string;
                    target?: string;
                    format?: string;
                    alternatives?: number | string;
                    api_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    q?: string | string[];
                    source?: string;
                    target?: string;
                    format?: string;
                    alternatives?: number | string;
                    api_key?: string;
                };
                "multipart/form-data": {
                    q?: string | string[];
                    source?: string;
                    target?: string;
                    format?: string;
                    alternatives?: number | string;
                    api_key?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        translatedText: string | string[];
                        detectedLanguage?: {
                            confidence: number;
                            language: string;
                        } | {
                            confidence: number;
                            language: string;
                        }[];
                        alternatives?: string[] | string[][];
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong, or no key was sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description The key is unknown, revoked or disabled, or the operation is off on this server. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description Too many requests for this key, or the quota of the account is used up. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description The translation failed or took too long; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description No engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
        };
    };
    libreDetect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    q?: string | string[];
                    api_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    q?: string | string[];
                    api_key?: string;
                };
                "multipart/form-data": {
                    q?: string | string[];
                    api_key?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confidence: number;
                        language: string;
                    }[];
                };
            };
            /** @description The request was refused: a field is missing or wrong, or no key was sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description The key is unknown, revoked or disabled, or the operation is off on this server. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description Too many requests for this key, or the quota of the account is used up. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description The translation failed or took too long; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description No engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
        };
    };
    libreLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: string;
                        name: string;
                        targets: string[];
                    }[];
                };
            };
            /** @description The translation failed or took too long; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
        };
    };
    libreFrontendSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charLimit: number;
                        frontendTimeout: number;
                        apiKeys: boolean;
                        keyRequired: boolean;
                        suggestions: boolean;
                        filesTranslation: boolean;
                        supportedFilesFormat: string[];
                        language: {
                            source: {
                                code: string;
                                name: string;
                            };
                            target: {
                                code: string;
                                name: string;
                            };
                        };
                    };
                };
            };
            /** @description The translation failed or took too long; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
        };
    };
    libreHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
        };
    };
    libreSuggest: {
        parameters: {
            query?: {
                api_key?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    q?: string;
                    s?: string;
                    source?: string;
                    target?: string;
                    api_key?: string;
                };
                "application/x-www-form-urlencoded": {
                    q?: string;
                    s?: string;
                    source?: string;
                    target?: string;
                    api_key?: string;
                };
                "multipart/form-data": {
                    q?: string;
                    s?: string;
                    source?: string;
                    target?: string;
                    api_key?: string;
                };
            };
        };
        responses: {
            /** @description The request was refused: a field is missing or wrong, or no key was sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description The key is unknown, revoked or disabled, or the operation is off on this server. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
        };
    };
    libreTranslateFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    source?: string;
                    target?: string;
                    api_key?: string;
                    /**
                     * Format: binary
                     * @description The document to translate (any format of GET /frontend/settings `supportedFilesFormat`).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        translatedFileUrl: string;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong, or no key was sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description The key is unknown, revoked or disabled, or the operation is off on this server. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description Too many requests for this key, or the quota of the account is used up. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description The translation failed or took too long; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description No engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
        };
    };
    libreDownloadFile: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The translated file; Content-Disposition names it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/epub+zip": Blob;
                    "application/json": Blob;
                    "application/msword": Blob;
                    "application/octet-stream": Blob;
                    "application/pdf": Blob;
                    "application/rtf": Blob;
                    "application/vnd.ms-excel": Blob;
                    "application/vnd.ms-excel.sheet.macroenabled.12": Blob;
                    "application/vnd.ms-excel.template.macroenabled.12": Blob;
                    "application/vnd.ms-powerpoint": Blob;
                    "application/vnd.ms-powerpoint.presentation.macroenabled.12": Blob;
                    "application/vnd.ms-powerpoint.slideshow.macroenabled.12": Blob;
                    "application/vnd.ms-word.document.macroenabled.12": Blob;
                    "application/vnd.ms-word.template.macroenabled.12": Blob;
                    "application/vnd.oasis.opendocument.presentation": Blob;
                    "application/vnd.oasis.opendocument.presentation-template": Blob;
                    "application/vnd.oasis.opendocument.spreadsheet": Blob;
                    "application/vnd.oasis.opendocument.spreadsheet-template": Blob;
                    "application/vnd.oasis.opendocument.text": Blob;
                    "application/vnd.oasis.opendocument.text-template": Blob;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": Blob;
                    "application/vnd.openxmlformats-officedocument.presentationml.slideshow": Blob;
                    "application/vnd.openxmlformats-officedocument.presentationml.template": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.template": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.template": Blob;
                    "application/x-subrip": Blob;
                    "application/xhtml+xml": Blob;
                    "application/xliff+xml": Blob;
                    "application/xml": Blob;
                    "image/bmp": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/svg+xml": Blob;
                    "image/tiff": Blob;
                    "image/webp": Blob;
                    "text/csv": Blob;
                    "text/html": Blob;
                    "text/markdown": Blob;
                    "text/mdx": Blob;
                    "text/plain": Blob;
                    "text/tab-separated-values": Blob;
                    "text/vtt": Blob;
                    "text/yaml": Blob;
                };
            };
            /** @description The request was refused: a field is missing or wrong, or no key was sent. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description The link is unknown or has expired, or its document is gone. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description The translation failed or took too long; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
            /** @description No engine, the database or the file storage can answer now: try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LibreError"];
                };
            };
        };
    };
    translateTexts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Texts translated now, with the same engines, memory, term bases and checks as the workspace. */
        requestBody: {
            content: {
                "application/json": {
                    /** @description The texts to translate, answered in the same order. */
                    texts: string[];
                    /**
                     * @description The language of the texts (a code of GET /api/v1/languages), or 'auto' to detect it.
                     * @default auto
                     */
                    source?: string;
                    /** @description The language to translate into (a code of GET /api/v1/languages). */
                    target: string;
                    /**
                     * @description Plain text, or HTML or XML whose tags are kept and only the text between them translated.
                     * @default text
                     * @enum {string}
                     */
                    markup?: "text" | "html" | "xml";
                    /**
                     * Format: uuid
                     * @description One of your term bases (GET /api/v1/term-bases): its terms are kept.
                     */
                    termBaseId?: string;
                    /** @description Extra instructions for an AI engine (tone, formality, context); machine engines ignore them. */
                    instructions?: string;
                };
            };
        };
        responses: {
            /** @description The translations, with what was billed and which engine served. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description One per text, in the order sent. */
                        translations: {
                            text: string;
                            /** @description The source language: the one given, or the one detected (a guess when lowConfidence). */
                            detectedSource: string;
                            /** @description The detector's confidence in detectedSource, 0 to 1; null when the source was given. */
                            detectionConfidence: number | null;
                            /** @description True when the source was detected below the confidence threshold: detectedSource is a guess (an AI engine was left to read the language itself). Send source to be sure. */
                            lowConfidence: boolean;
                        }[];
                        /** @description Characters of the source texts counted for this request. */
                        billedCharacters: number;
                        /** @description The kind of engine that translated ('llm', 'apertium'...). */
                        engine: string;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The quota of the account is used up (quotaExhausted), or the format needs a plan (memberOnlyFormat). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The content cannot be translated: no engine serves the pair, or the file is unreadable or empty. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listLanguages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The languages of the catalogue and what this server's engines translate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        languages: {
                            /** @description The code to send ('en', 'zh-Hans', 'pt-BR'). */
                            code: string;
                            /** @description The language's name in the caller's language (Accept-Language). */
                            name: string;
                            nativeName: string;
                            /** @enum {string} */
                            direction: "ltr" | "rtl";
                        }[];
                        /** @description What each kind of engine on this server translates. */
                        engines: {
                            /** @description The kind of engine ('llm', 'apertium'...). */
                            kind: string;
                            /** @description 'any' when it translates between any two languages of the list, else its pairs. */
                            pairs: "any" | {
                                source: string;
                                target: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account's usage through the API this period. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Characters billed through the API in the current period. */
                        characterCount: number;
                        /** @description The most characters the quota left allows this period. */
                        characterLimit: number;
                        documentCount: number;
                        documentLimit: number;
                        /** @description Requests (one per text request or document) the quota has left. */
                        chatsLeft: number;
                        periodStart: string;
                        periodEnd: string;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    submitDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * @description The language of the texts (a code of GET /api/v1/languages), or 'auto' to detect it.
                     * @default auto
                     */
                    source?: string;
                    /** @description The language to translate into (a code of GET /api/v1/languages). */
                    target: string;
                    /**
                     * Format: uuid
                     * @description One of your term bases (GET /api/v1/term-bases): its terms are kept.
                     */
                    termBaseId?: string;
                    /** @description Extra instructions for an AI engine (tone, formality, context); machine engines ignore them. */
                    instructions?: string;
                    /** @description The export format wanted at download ('pdf', 'docx'...); the source file's own when left out. */
                    outputFormat?: string;
                    /** @description The password of a protected source file. */
                    password?: string;
                    /**
                     * Format: binary
                     * @description The document (any format of the workspace: docx, pdf, xlsx, pptx, html, srt...). Send it last.
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description The document was stored and its translation queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Ask for its status and download it with this id. */
                        documentId: string;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The quota of the account is used up (quotaExhausted), or the format needs a plan (memberOnlyFormat). */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The file is larger than the plan allows (fileTooLarge). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The file format is not one the workspace translates (unsupportedFileFormat). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The content cannot be translated: no engine serves the pair, or the file is unreadable or empty. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The file is protected by a password: send `password`. */
            423: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id answered when the document was submitted. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the document's translation is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        documentId: string;
                        /**
                         * @description done once the file in the format chosen at submission is made and can be downloaded.
                         * @enum {string}
                         */
                        state: "queued" | "translating" | "done" | "error";
                        /** @description Estimated seconds left while translating, else null. */
                        secondsRemaining: number | null;
                        billedCharacters: number;
                        segmentsDone: number;
                        segmentsTotal: number;
                        /** @description Why it failed (state 'error'), in the caller's language. */
                        error: {
                            key: string;
                            message: string;
                        } | null;
                        /** @description The export format chosen at submission (an extension). */
                        outputFormat: string;
                        /** @description When a file of it was first sent in full (a download cut on the way does not count), else null. */
                        downloadedAt: string | null;
                        /** @description Once done: how much of each part (body, notes, masters, headers ...) was translated, else null. */
                        coverage: {
                            /** @enum {string} */
                            part: "body" | "notes" | "masters" | "headers" | "footnotes" | "comments" | "charts";
                            letters: number;
                            /** @description Letters in sentences whose translation differs from the source (a name kept as it is counts as not). */
                            translated: number;
                        }[] | null;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id answered when the document was submitted. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled and deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    downloadDocument: {
        parameters: {
            query?: {
                /** @description The translation alone, or each source paragraph followed (or preceded) by its translation. */
                form?: "translated" | "source-then-target" | "target-then-source";
                /** @description Any export format the document offers ('pdf', 'docx'...); the one chosen at submission when left out. */
                format?: string;
            };
            header?: never;
            path: {
                /** @description The id answered when the document was submitted. */
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, with the media type of its format; Content-Disposition names it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/epub+zip": Blob;
                    "application/json": Blob;
                    "application/msword": Blob;
                    "application/octet-stream": Blob;
                    "application/pdf": Blob;
                    "application/rtf": Blob;
                    "application/vnd.ms-excel": Blob;
                    "application/vnd.ms-excel.sheet.macroenabled.12": Blob;
                    "application/vnd.ms-excel.template.macroenabled.12": Blob;
                    "application/vnd.ms-powerpoint": Blob;
                    "application/vnd.ms-powerpoint.presentation.macroenabled.12": Blob;
                    "application/vnd.ms-powerpoint.slideshow.macroenabled.12": Blob;
                    "application/vnd.ms-word.document.macroenabled.12": Blob;
                    "application/vnd.ms-word.template.macroenabled.12": Blob;
                    "application/vnd.oasis.opendocument.presentation": Blob;
                    "application/vnd.oasis.opendocument.presentation-template": Blob;
                    "application/vnd.oasis.opendocument.spreadsheet": Blob;
                    "application/vnd.oasis.opendocument.spreadsheet-template": Blob;
                    "application/vnd.oasis.opendocument.text": Blob;
                    "application/vnd.oasis.opendocument.text-template": Blob;
                    "application/vnd.openxmlformats-officedocument.presentationml.presentation": Blob;
                    "application/vnd.openxmlformats-officedocument.presentationml.slideshow": Blob;
                    "application/vnd.openxmlformats-officedocument.presentationml.template": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.template": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.template": Blob;
                    "application/x-subrip": Blob;
                    "application/xhtml+xml": Blob;
                    "application/xliff+xml": Blob;
                    "application/xml": Blob;
                    "image/bmp": Blob;
                    "image/jpeg": Blob;
                    "image/png": Blob;
                    "image/svg+xml": Blob;
                    "image/tiff": Blob;
                    "image/webp": Blob;
                    "text/csv": Blob;
                    "text/html": Blob;
                    "text/markdown": Blob;
                    "text/mdx": Blob;
                    "text/plain": Blob;
                    "text/tab-separated-values": Blob;
                    "text/vtt": Blob;
                    "text/yaml": Blob;
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The document is not translated yet (documentNotReady): ask for its status again later. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The document or its files have expired (fileExpired). */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The content cannot be translated: no engine serves the pair, or the file is unreadable or empty. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTermBases: {
        parameters: {
            query?: {
                /** @description Only the term bases of this source language ('auto' matches any). */
                sourceLanguage?: string;
                /** @description Only the term bases of this target language. */
                targetLanguage?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The term bases of the account, the most recently changed first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        termBases: {
                            termBaseId: string;
                            name: string;
                            sourceLanguage: string;
                            targetLanguage: string;
                            entryCount: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createTermBase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A name of your own, unique among your term bases (at most 60 characters). */
                    name: string;
                    /** @description The language of the source terms. */
                    sourceLanguage: string;
                    /** @description The language of the target terms. */
                    targetLanguage: string;
                };
            };
        };
        responses: {
            /** @description A term base of the account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        termBaseId: string;
                        name: string;
                        sourceLanguage: string;
                        targetLanguage: string;
                        entryCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getTermBase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of one of your term bases. */
                termBaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A term base of the account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        termBaseId: string;
                        name: string;
                        sourceLanguage: string;
                        targetLanguage: string;
                        entryCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteTermBase: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of one of your term bases. */
                termBaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted with its entries. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listTermEntries: {
        parameters: {
            query?: {
                /** @description The page, from 1. */
                page?: number;
                /** @description Entries per page (at most 100). */
                pageSize?: number;
                /** @description Only entries whose source or target holds this, ignoring case. */
                keyword?: string;
            };
            header?: never;
            path: {
                /** @description The id of one of your term bases. */
                termBaseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries, in order of source term. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            entryId: string;
                            source: string;
                            /** @description Empty for a term kept as it is. */
                            target: string;
                            doNotTranslate: boolean;
                            caseSensitive: boolean;
                            note: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        pageSize: number;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addTermEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of one of your term bases. */
                termBaseId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    source: string;
                    /** @default  */
                    target?: string;
                    /** @default false */
                    doNotTranslate?: boolean;
                    /** @default false */
                    caseSensitive?: boolean;
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description An entry of a term base. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entryId: string;
                        source: string;
                        /** @description Empty for a term kept as it is. */
                        target: string;
                        doNotTranslate: boolean;
                        caseSensitive: boolean;
                        note: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    importTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of one of your term bases. */
                termBaseId: string;
            };
            cookie?: never;
        };
        /** @description CSV or TSV text (comma, semicolon or tab separated): a header naming source and target (and optionally do_not_translate, case_sensitive, note), or two columns without a header. */
        requestBody: {
            content: {
                "text/csv": string;
                "text/tab-separated-values": string;
                "text/plain": string;
            };
        };
        responses: {
            /** @description What the import added, updated and skipped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        updated: number;
                        skippedCount: number;
                        /** @description The first rows not used, with their line and why. */
                        skipped: {
                            line: number;
                            source: string;
                            /** @enum {string} */
                            reason: "sourceMissing" | "targetMissing" | "tooLong" | "duplicateInFile" | "unchanged" | "limitReached";
                        }[];
                    };
                };
            };
            /** @description The request was refused: a field is missing or wrong (`field` and `issue` say which). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No API key was sent: send `Authorization: Bearer <key>`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The API key is unknown, revoked or disabled (apiKeyInvalid). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No such resource among those of the key's account. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The file is larger than the plan allows (fileTooLarge). */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Too many requests for this key: wait as long as `Retry-After` says. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description The server failed; the request can be sent again. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description No engine can answer now, or the database or file storage is away for a moment (databaseUnavailable, storageUnavailable): try again after `Retry-After`. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
