import { createContext, type Ref, useContext } from 'react';

type ScriptFunction = (...args: never[]) => unknown;
type ScriptArgument = string | number | boolean | ScriptFunction;

const ELEMENT = { parent: 'parentElement', previous: 'previousElementSibling' } as const;

/** Where the server's render notes the text of each PageScript, so its page's Content-Security-Policy can allow exactly those. */
export const RenderedScripts = createContext<Set<string> | null>(null);

const source = (argument: ScriptArgument) => (typeof argument === 'function' ? argument.toString() : JSON.stringify(argument));

/**
 * A script that the browser runs as it reads a page the server rendered, before the page is shown
 * and before the app's code has arrived. It calls `call` with the element the script sits in
 * (`parent`) or follows (`previous`), then `args`. `call` and every function among `args` are sent
 * as their source text, so each must be self-contained. In the app itself the script is inert:
 * React never runs a script it renders.
 */
export function PageScript({
  call,
  on,
  args = [],
  ref,
}: {
  call: ScriptFunction;
  on: keyof typeof ELEMENT;
  args?: ScriptArgument[];
  ref?: Ref<HTMLScriptElement>;
}) {
  const script = `(${source(call)})(${['document.currentScript.' + ELEMENT[on], ...args.map(source)].join(',')})`;
  useContext(RenderedScripts)?.add(script);
  return <script ref={ref} dangerouslySetInnerHTML={{ __html: script }} />;
}
