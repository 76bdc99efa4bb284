// Test support only. The project installs no jsdom, yet a screen's secrets can only be
// followed through a real react-dom render (state, effects, submit). This is the part of
// the DOM react-dom's client touches for plain forms, and nothing more: no layout, no CSS,
// no selectors. Install it before react-dom is first imported (it checks for a DOM once).

type Listener = { fn: (e: FakeEvent) => void; capture: boolean };
const HTML_NS = 'http://www.w3.org/1999/xhtml';

export class FakeEvent {
  target: FakeNode | null = null;
  currentTarget: FakeNode | null = null;
  defaultPrevented = false;
  stopped = false;
  readonly timeStamp = Date.now();
  constructor(
    readonly type: string,
    readonly bubbles = true,
    readonly cancelable = true,
  ) {}
  preventDefault() {
    if (this.cancelable) this.defaultPrevented = true;
  }
  stopPropagation() {
    this.stopped = true;
  }
}

class FakeEventTarget {
  private readonly listeners = new Map<string, Listener[]>();
  addEventListener(type: string, fn: (e: FakeEvent) => void, options?: boolean | { capture?: boolean }) {
    const capture = typeof options === 'boolean' ? options : options?.capture === true;
    const list = this.listeners.get(type) ?? [];
    if (!list.some((l) => l.fn === fn && l.capture === capture)) list.push({ fn, capture });
    this.listeners.set(type, list);
  }
  removeEventListener(type: string, fn: (e: FakeEvent) => void, options?: boolean | { capture?: boolean }) {
    const capture = typeof options === 'boolean' ? options : options?.capture === true;
    const list = this.listeners.get(type) ?? [];
    this.listeners.set(
      type,
      list.filter((l) => l.fn !== fn || l.capture !== capture),
    );
  }
  protected fire(e: FakeEvent, capture: boolean) {
    for (const l of [...(this.listeners.get(e.type) ?? [])]) if (l.capture === capture) l.fn.call(this, e);
  }
}

export class FakeNode extends FakeEventTarget {
  parentNode: FakeNode | null = null;
  childNodes: FakeNode[] = [];
  constructor(
    readonly nodeType: number,
    readonly nodeName: string,
    readonly ownerDocument: FakeDocument | null,
  ) {
    super();
  }
  get firstChild(): FakeNode | null {
    return this.childNodes[0] ?? null;
  }
  get lastChild(): FakeNode | null {
    return this.childNodes.at(-1) ?? null;
  }
  get nextSibling(): FakeNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get parentElement(): FakeElement | null {
    return this.parentNode instanceof FakeElement ? this.parentNode : null;
  }
  appendChild(child: FakeNode) {
    return this.insertBefore(child, null);
  }
  insertBefore(child: FakeNode, before: FakeNode | null) {
    child.parentNode?.removeChild(child);
    const at = before ? this.childNodes.indexOf(before) : -1;
    if (at < 0) this.childNodes.push(child);
    else this.childNodes.splice(at, 0, child);
    child.parentNode = this;
    return child;
  }
  removeChild(child: FakeNode) {
    const at = this.childNodes.indexOf(child);
    if (at < 0) throw new Error('removeChild: not a child');
    this.childNodes.splice(at, 1);
    child.parentNode = null;
    return child;
  }
  contains(other: FakeNode | null) {
    for (let n = other; n; n = n.parentNode) if (n === this) return true;
    return false;
  }
  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  set textContent(text: string) {
    for (const c of this.childNodes) c.parentNode = null;
    this.childNodes = [];
    if (text) this.appendChild(this.ownerDocument!.createTextNode(text));
  }
  /** Capture from the top, then bubble back up: what react-dom's root listeners expect. */
  dispatchEvent(e: FakeEvent) {
    const path: FakeNode[] = [this];
    for (let n = this.parentNode; n; n = n.parentNode) path.push(n);
    e.target = this;
    for (const n of [...path].reverse()) {
      if (e.stopped) break;
      e.currentTarget = n;
      n.fire(e, true);
    }
    for (const n of e.bubbles ? path : [this]) {
      if (e.stopped) break;
      e.currentTarget = n;
      n.fire(e, false);
    }
    return !e.defaultPrevented;
  }
}

class FakeText extends FakeNode {
  constructor(
    doc: FakeDocument,
    public data: string,
  ) {
    super(3, '#text', doc);
  }
  get nodeValue() {
    return this.data;
  }
  set nodeValue(v: string) {
    this.data = v;
  }
  override get textContent() {
    return this.data;
  }
  override set textContent(v: string) {
    this.data = v;
  }
}

export class FakeElement extends FakeNode {
  readonly attributes = new Map<string, string>();
  readonly style = {
    setProperty: (name: string, value: string) => void this.attributes.set(`style:${name}`, value),
    removeProperty: (name: string) => void this.attributes.delete(`style:${name}`),
  };
  readonly namespaceURI: string;
  readonly localName: string;
  // Form state as plain fields: react-dom then tracks no value and reports every input.
  value = '';
  defaultValue = '';
  checked = false;
  defaultChecked = false;
  selected = false;
  disabled = false;
  constructor(doc: FakeDocument, tag: string, namespaceURI = HTML_NS) {
    super(1, tag.toUpperCase(), doc);
    this.localName = tag.toLowerCase();
    this.namespaceURI = namespaceURI;
  }
  get tagName() {
    return this.nodeName;
  }
  get type() {
    return this.getAttribute('type') ?? (this.localName === 'button' ? 'submit' : 'text');
  }
  set type(v: string) {
    this.setAttribute('type', v);
  }
  get id() {
    return this.getAttribute('id') ?? '';
  }
  get options(): FakeElement[] {
    return this.descendants().filter((e) => e.localName === 'option');
  }
  setAttribute(name: string, value: unknown) {
    this.attributes.set(name.toLowerCase(), String(value));
  }
  getAttribute(name: string) {
    return this.attributes.get(name.toLowerCase()) ?? null;
  }
  hasAttribute(name: string) {
    return this.attributes.has(name.toLowerCase());
  }
  removeAttribute(name: string) {
    this.attributes.delete(name.toLowerCase());
  }
  setAttributeNS(_ns: string | null, name: string, value: unknown) {
    this.setAttribute(name, value);
  }
  removeAttributeNS(_ns: string | null, name: string) {
    this.removeAttribute(name);
  }
  focus() {
    this.ownerDocument!.activeElement = this;
  }
  blur() {
    if (this.ownerDocument!.activeElement === this) this.ownerDocument!.activeElement = null;
  }
  descendants(): FakeElement[] {
    return this.childNodes.flatMap((c) => (c instanceof FakeElement ? [c, ...c.descendants()] : []));
  }
}

class FakeWindow extends FakeEventTarget {
  readonly navigator = { userAgent: 'node' };
  readonly location = { href: 'http://localhost/', protocol: 'http:' };
  // react-dom walks focused iframes with `instanceof`; there are none.
  readonly HTMLIFrameElement = class HTMLIFrameElement extends FakeElement {};
  constructor(readonly document: FakeDocument) {
    super();
  }
}

export class FakeDocument extends FakeNode {
  readonly documentElement: FakeElement;
  readonly head: FakeElement;
  readonly body: FakeElement;
  readonly defaultView: FakeWindow;
  activeElement: FakeElement | null = null;
  // react-dom asks `'oninput' in document` to pick its change-event strategy.
  oninput = null;
  constructor() {
    super(9, '#document', null);
    this.documentElement = this.createElement('html');
    this.head = this.createElement('head');
    this.body = this.createElement('body');
    this.appendChild(this.documentElement);
    this.documentElement.appendChild(this.head);
    this.documentElement.appendChild(this.body);
    this.defaultView = new FakeWindow(this);
  }
  createElement(tag: string) {
    return new FakeElement(this, tag);
  }
  createElementNS(ns: string, tag: string) {
    return new FakeElement(this, tag, ns);
  }
  createTextNode(text: string) {
    return new FakeText(this, text);
  }
  createComment(text: string) {
    const c = new FakeText(this, text);
    return Object.assign(c, { nodeType: 8, nodeName: '#comment' });
  }
  getElementById(id: string) {
    return this.documentElement.descendants().find((e) => e.id === id) ?? null;
  }
}

/** Puts a fresh document on the globals react-dom reads; the returned function takes it away. */
export function installFakeDom(): { document: FakeDocument; uninstall: () => void } {
  const document = new FakeDocument();
  const globals: Record<string, unknown> = {
    window: document.defaultView,
    document,
    navigator: document.defaultView.navigator,
    IS_REACT_ACT_ENVIRONMENT: true,
  };
  const saved = Object.keys(globals).map((k) => [k, Object.getOwnPropertyDescriptor(globalThis, k)] as const);
  for (const [k, value] of Object.entries(globals))
    Object.defineProperty(globalThis, k, { value, configurable: true, writable: true });
  const uninstall = () => {
    for (const [k, d] of saved)
      if (d) Object.defineProperty(globalThis, k, d);
      else Reflect.deleteProperty(globalThis, k);
  };
  return { document, uninstall };
}
