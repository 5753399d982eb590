// The app's stylesheet (Mantine's styles for every component the app uses, and the app's own: about
// 21 KB gzip) blocks the first paint, a round trip or more on a phone's bad signal. A rendered page
// carries instead, inline, only the rules its own elements can match, and links the whole stylesheet
// as print-only, which the browser loads without holding the paint; the app's entry script
// (pwa/src/main.tsx, applyFullStyles) then applies it to the screen, for what the app shows later
// (menus, dialogs, other screens).
// Which rules a page can match is decided from words alone (PurgeCSS's way, which itself drops
// Mantine's `:where(:not(:first-of-type))` rules): a rule stays when some selector of it needs no
// class, id, element or attribute the page lacks. Words inside :not(), :where() and the like are not
// counted, so a rule is kept rather than lost when in doubt.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss, { type ChildNode, type Container, type Rule } from 'postcss';
import selectorParser, { type Node as SelectorNode } from 'postcss-selector-parser';
import { FULL_STYLES_ATTRIBUTE } from '../../../pwa/src/lib/fullStyles';

/** The stylesheet link Vite writes into the app shell (index.html). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"/]+\.css)">/;
const START_TAG = /<([a-zA-Z][\w-]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:="([^"]*)")?/g;
const WORD = /[\w-]+/g;
/** At-rules printed whole whenever the page has any styles: animations, fonts, declarations. */
const WHOLE_AT_RULES = new Set(['keyframes', 'font-face', 'property']);
/** Distinct sets of page words remembered; beyond this the oldest is forgotten. */
const KEPT_SETS = 200;

interface Stylesheet {
  root: postcss.Root;
  /** For each rule, its selectors' needs: the rule can match when all words of one of them are on the page. */
  needs: Map<Rule, string[][]>;
  /** Every word some selector needs. */
  neededWords: Set<string>;
}

const insideArguments = (node: SelectorNode) => {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return true;
  return false;
};

/**
 * The words each selector of a list needs on the page: classes, ids, elements, attributes (and
 * values compared with =). A selector the parser cannot read needs none: its rule is kept.
 */
function wordsNeeded(selectorList: string): string[][] {
  const alternatives: string[][] = [];
  const read = selectorParser((selectors) => {
    selectors.each((selector) => {
      const words: string[] = [];
      selector.walk((node) => {
        if (insideArguments(node)) return;
        if (node.type === 'class' || node.type === 'id') words.push(node.value);
        else if (node.type === 'tag') words.push(node.value.toLowerCase());
        else if (node.type === 'attribute') {
          words.push(node.attribute.toLowerCase());
          if (node.operator === '=' && node.value) words.push(...(node.value.match(WORD) ?? []));
        }
      });
      alternatives.push(words);
    });
  });
  try {
    read.processSync(selectorList);
    return alternatives;
  } catch {
    return [[]];
  }
}

async function readStylesheet(file: string): Promise<Stylesheet> {
  const root = postcss.parse(await readFile(file, 'utf8'));
  const needs = new Map<Rule, string[][]>();
  const neededWords = new Set<string>();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && WHOLE_AT_RULES.has((rule.parent as postcss.AtRule).name)) return;
    const alternatives = wordsNeeded(rule.selector);
    needs.set(rule, alternatives);
    for (const word of alternatives.flat()) neededWords.add(word);
  });
  return { root, needs, neededWords };
}

/** The page's words (element and attribute names, attribute values) that some selector needs, in order. */
function pageWords(html: string, neededWords: Set<string>): string[] {
  const words = new Set<string>();
  const note = (word: string) => neededWords.has(word) && words.add(word);
  for (const [, tag, attributes] of html.matchAll(START_TAG)) {
    note(tag!.toLowerCase());
    for (const [, name, value] of attributes!.matchAll(ATTRIBUTE)) {
      note(name!.toLowerCase());
      for (const word of value?.match(WORD) ?? []) note(word);
    }
  }
  return [...words].sort();
}

/** The stylesheet's text with only the rules the words can match, at-rules emptied of others left out. */
function rulesFor(stylesheet: Stylesheet, words: Set<string>): string {
  const matches = (rule: Rule) => stylesheet.needs.get(rule)!.some((needed) => needed.every((word) => words.has(word)));
  const print = (container: Container<ChildNode>): string =>
    (container.nodes ?? [])
      .map((node) => {
        if (node.type === 'rule') return matches(node) ? node.toString() : '';
        if (node.type !== 'atrule') return '';
        if (!node.nodes || WHOLE_AT_RULES.has(node.name)) return `${node.toString()}${node.nodes ? '' : ';'}`;
        const inner = print(node);
        return inner && `@${node.name} ${node.params}{${inner}}`;
      })
      .join('');
  return print(stylesheet.root);
}

/** make()'s promise, kept under key (a failed one is forgotten, to be tried again); beyond `limit` keys the oldest goes. */
function remembered<T>(kept: Map<string, Promise<T>>, key: string, make: () => Promise<T>, limit = Number.POSITIVE_INFINITY): Promise<T> {
  let value = kept.get(key);
  if (!value) {
    value = make();
    kept.set(key, value);
    value.catch(() => kept.delete(key));
    if (kept.size > limit) kept.delete(kept.keys().next().value!);
  }
  return value;
}

/**
 * Turns a rendered page into one carrying its critical styles. Pages with the same words get the
 * same rules, so the rules are worked out once per kind of page, not per page.
 */
export function criticalStyles(staticDir: string) {
  const stylesheets = new Map<string, Promise<Stylesheet>>();
  const rulesByWords = new Map<string, Promise<string>>();

  return async function withCriticalStyles(html: string): Promise<string> {
    const link = STYLESHEET_LINK.exec(html);
    if (!link) return html;
    const [element, href] = link as unknown as [string, string];
    const stylesheet = await remembered(stylesheets, href, () => readStylesheet(path.join(staticDir, href)));
    const words = pageWords(html, stylesheet.neededWords);
    const rules = await remembered(rulesByWords, `${href} ${words.join(' ')}`, async () => rulesFor(stylesheet, new Set(words)), KEPT_SETS);
    const deferred = element.replace('<link ', `<link media="print" ${FULL_STYLES_ATTRIBUTE} `);
    return html.replace(element, () => `<style>${rules}</style>${deferred}`);
  };
}
