import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import './prosemirror.css';

/*
 * The post's body, written with TipTap (ProseMirror). Its output is limited to what the server's
 * sanitiser keeps (apps/api/src/modules/content/sanitize.ts): paragraphs, h2/h3, lists, quotes,
 * bold, italic, underline, rules and https links. Code, code blocks and strike-through are off,
 * since families would see them flattened. This file is only ever loaded inside the console.
 */

/** Web and mail links only: the sanitiser drops anything else, so the editor refuses it first. */
const allowedLink = (url: string) => /^(https:\/\/|mailto:)\S+$/i.test(url.trim());

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    strike: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['https', 'mailto'],
      isAllowedUri: (url) => allowedLink(url),
    },
  }),
];

/** The editing area's typography, close to the post page's, so writing looks like reading. */
const surface = [
  'min-h-64 px-4 py-3 text-base leading-7 text-slate-800 focus:outline-none',
  '[&_p]:my-3 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_a]:text-brand-800 [&_a]:underline [&_hr]:my-6',
].join(' ');

interface RichTextEditorProps {
  /** The HTML the editor starts with; later changes of it are not followed (the editor owns it). */
  initialHtml: string;
  /** The editor's HTML after each change; empty when nothing is written. */
  onChange: (html: string) => void;
  /** The visible label's id: the editing area is named by it. */
  labelledBy: string;
  /** The field's error message's id, when it has one. */
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

export function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
}: RichTextEditorProps) {
  const editor = useEditor({
    // Its rules come from prosemirror.css: the page's policy refuses an injected <style>.
    injectCSS: false,
    extensions,
    content: initialHtml,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: surface,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  // The operator's role may arrive after the editor is made: it follows, in both directions.
  useEffect(() => {
    if (editor && editor.isEditable === disabled) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div
      className={`overflow-hidden rounded-xl border bg-white focus-within:ring-2 focus-within:ring-brand-600 ${
        invalid ? 'border-red-600' : 'border-slate-300'
      }`}
    >
      {editor ? <Toolbar editor={editor} disabled={disabled} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linking, setLinking] = useState(false);
  const chain = () => editor.chain().focus();

  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 p-1">
        <Tool
          label="Bold"
          active={state.bold}
          disabled={disabled}
          onClick={() => chain().toggleBold().run()}
        >
          <strong>B</strong>
        </Tool>
        <Tool
          label="Italic"
          active={state.italic}
          disabled={disabled}
          onClick={() => chain().toggleItalic().run()}
        >
          <em>I</em>
        </Tool>
        <Tool
          label="Underline"
          active={state.underline}
          disabled={disabled}
          onClick={() => chain().toggleUnderline().run()}
        >
          <span className="underline">U</span>
        </Tool>
        <Tool
          label="Heading"
          active={state.h2}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        >
          H2
        </Tool>
        <Tool
          label="Subheading"
          active={state.h3}
          disabled={disabled}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H3
        </Tool>
        <Tool
          label="Bulleted list"
          active={state.bullets}
          disabled={disabled}
          onClick={() => chain().toggleBulletList().run()}
        >
          •
        </Tool>
        <Tool
          label="Numbered list"
          active={state.numbers}
          disabled={disabled}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1.
        </Tool>
        <Tool
          label="Quote"
          active={state.quote}
          disabled={disabled}
          onClick={() => chain().toggleBlockquote().run()}
        >
          “
        </Tool>
        <Tool
          label="Link"
          active={state.link || linking}
          disabled={disabled}
          onClick={() => setLinking((open) => !open)}
        >
          Link
        </Tool>
        <Tool
          label="Undo"
          disabled={disabled || !state.canUndo}
          onClick={() => chain().undo().run()}
        >
          ↶
        </Tool>
        <Tool
          label="Redo"
          disabled={disabled || !state.canRedo}
          onClick={() => chain().redo().run()}
        >
          ↷
        </Tool>
      </div>
      {linking ? (
        <LinkForm
          current={(editor.getAttributes('link').href as string | undefined) ?? ''}
          onApply={(href) => {
            chain().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={() => {
            chain().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => setLinking(false)}
        />
      ) : null}
    </div>
  );
}

function Tool(props: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      aria-pressed={props.active === undefined ? undefined : props.active}
      disabled={props.disabled}
      onClick={props.onClick}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold disabled:opacity-40 ${
        props.active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-200'
      }`}
    >
      {props.children}
    </button>
  );
}

/** The address of a link on the selected words: https or mailto only, as the sanitiser keeps. */
function LinkForm(props: {
  current: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [href, setHref] = useState(props.current);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!allowedLink(href)) {
      setProblem('Use a web address starting with https:// (or a mailto: address)');
      return;
    }
    props.onApply(href.trim());
  };
  return (
    // Not a <form>: it sits inside the post's form, and forms do not nest.
    <div className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Link address
        <input
          id={id}
          type="url"
          value={href}
          placeholder="https://"
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
            if (event.key === 'Escape') props.onCancel();
          }}
          aria-invalid={problem ? true : undefined}
          className="mt-1 block min-h-11 w-72 max-w-full rounded-lg border border-slate-300 px-3"
        />
      </label>
      <button
        type="button"
        onClick={apply}
        className="min-h-11 rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white"
      >
        Apply link
      </button>
      {props.current ? (
        <button
          type="button"
          onClick={props.onRemove}
          className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-800"
        >
          Remove link
        </button>
      ) : null}
      <button
        type="button"
        onClick={props.onCancel}
        className="min-h-11 rounded-lg px-3 text-sm text-slate-700"
      >
        Cancel
      </button>
      {problem ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
