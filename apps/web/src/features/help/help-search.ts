/** A help article as the interface language words it. */
export interface HelpArticleText {
  id: string;
  title: string;
  summary: string;
  body: string;
}

/** A stretch of text, marked when it matched the search. */
export interface TextPart {
  text: string;
  match: boolean;
}

export interface HelpSearchResult {
  article: HelpArticleText;
  title: TextPart[];
  /** The summary, or the passage of the body where the words were found. */
  excerpt: TextPart[];
}

const EXCERPT_BEFORE = 60;
const EXCERPT_LENGTH = 200;

/** The words of a query; Chinese, Japanese and Thai have no spaces, so their query is one word. */
export function queryTerms(query: string, locale: string): string[] {
  return [...new Set(query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean))];
}

/**
 * The text cut where the terms occur (case folded in the language's own way). When folding
 * changes the text's length (rare letters), positions cannot be trusted and nothing is marked.
 */
export function markTerms(text: string, terms: string[], locale: string): TextPart[] {
  const folded = text.toLocaleLowerCase(locale);
  if (folded.length !== text.length || terms.length === 0) return [{ text, match: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      marked.fill(true, at, at + term.length);
    }
  }
  const parts: TextPart[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = parts.at(-1);
    if (last && last.match === marked[i]) last.text += text[i];
    else parts.push({ text: text[i] as string, match: marked[i] as boolean });
  }
  return parts;
}

/** The part of the body around the first term found, on word edges where there are any. */
function excerptOf(body: string, terms: string[], locale: string): string | undefined {
  const folded = body.toLocaleLowerCase(locale);
  const positions = terms.map((term) => folded.indexOf(term)).filter((at) => at >= 0);
  if (positions.length === 0) return undefined;
  const first = Math.min(...positions);
  let start = Math.max(0, first - EXCERPT_BEFORE);
  const space = body.lastIndexOf(' ', start);
  if (start > 0 && space >= 0 && start - space < 20) start = space + 1;
  const end = Math.min(body.length, start + EXCERPT_LENGTH);
  const text = body.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '… ' : ''}${text}${end < body.length ? ' …' : ''}`;
}

/**
 * The articles holding every word of the query in their title, summary or text, titles matches
 * first; the words are marked in the title and in the excerpt shown.
 */
export function searchHelp(articles: HelpArticleText[], query: string, locale: string): HelpSearchResult[] {
  const terms = queryTerms(query, locale);
  if (terms.length === 0) return [];
  const results: (HelpSearchResult & { rank: number })[] = [];
  for (const article of articles) {
    const title = article.title.toLocaleLowerCase(locale);
    const all = `${title}\n${article.summary}\n${article.body}`.toLocaleLowerCase(locale);
    if (!terms.every((term) => all.includes(term))) continue;
    const inTitle = terms.filter((term) => title.includes(term)).length;
    const summaryHit = terms.some((term) => article.summary.toLocaleLowerCase(locale).includes(term));
    const excerpt = summaryHit ? article.summary : (excerptOf(article.body, terms, locale) ?? article.summary);
    results.push({
      article,
      rank: inTitle,
      title: markTerms(article.title, terms, locale),
      excerpt: markTerms(excerpt, terms, locale),
    });
  }
  return results.sort((a, b) => b.rank - a.rank).map(({ rank: _rank, ...result }) => result);
}
