import { useRef, type ReactNode } from 'react';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Strikethrough, Undo2, Unlink } from 'lucide-react';
import type { ArticleDoc } from '@quayside/contract/articles';
import { articleMessages } from '@quayside/contract/messages';
import { cn } from '../../../lib/cn';
import { toastFailure } from '../../../lib/toast-result';
import { useUploadArticleImage } from '../api/upload-article-image';

/**
 * The article body editor (TipTap). It edits a JSON document with the same extensions the API renders with
 * (apps/api/src/modules/articles/articles.render.ts): StarterKit (headings h2-h4, lists, quotes, code, links)
 * and block images uploaded through the file service. No HTML leaves the browser: the server renders and
 * sanitises the document.
 */
export const EDITOR_EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, protocols: ['mailto'], defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

/** Typography of the body, shared by the editor and the preview (the public article page has the same look). */
export const articleProse =
  'text-base leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 ' +
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-brand-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-900 [&_h4]:mt-4 [&_h4]:font-semibold ' +
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6 ' +
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-accent-400 [&_blockquote]:pl-4 [&_img]:mt-4 [&_img]:max-w-full [&_img]:rounded-lg ' +
  '[&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-sm [&_pre]:text-slate-100 [&_code]:text-sm';

type ToolProps = { label: string; active?: boolean; disabled?: boolean; onClick: () => void; children: ReactNode };

function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-40',
        active && 'bg-brand-50 text-brand-700',
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor, onImage, uploading }: { editor: Editor; onImage: () => void; uploading: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const setLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? '';
    const href = window.prompt('Link address (https://…, mailto:… or /a-page-on-this-site)', previous);
    if (href === null) return;
    if (href.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const c = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-0.5 border-b border-slate-200 bg-slate-50 px-2 py-1.5">
      <Tool label="Bold" active={state.bold} onClick={() => c().toggleBold().run()}>
        <Bold className="size-4" aria-hidden="true" />
      </Tool>
      <Tool label="Italic" active={state.italic} onClick={() => c().toggleItalic().run()}>
        <Italic className="size-4" aria-hidden="true" />
      </Tool>
      <Tool label="Strikethrough" active={state.strike} onClick={() => c().toggleStrike().run()}>
        <Strikethrough className="size-4" aria-hidden="true" />
      </Tool>
      <span aria-hidden="true" className="mx-1 w-px self-stretch bg-slate-200" />
      <Tool label="Heading" active={state.h2} onClick={() => c().toggleHeading({ level: 2 }).run()}>
        <Heading2 className="size-4" aria-hidden="true" />
      </Tool>
      <Tool label="Subheading" active={state.h3} onClick={() => c().toggleHeading({ level: 3 }).run()}>
        <Heading3 className="size-4" aria-hidden="true" />
      </Tool>
      <Tool label="Bulleted list" active={state.bullet} onClick={() => c().toggleBulletList().run()}>
        <List className="size-4" aria-hidden="true" />
      </Tool>
      <Tool label="Numbered list" active={state.ordered} onClick={() => c().toggleOrderedList().run()}>
        <ListOrdered className="size-4" aria-hidden="true" />
      </Tool>
      <Tool label="Quote" active={state.quote} onClick={() => c().toggleBlockquote().run()}>
        <Quote className="size-4" aria-hidden="true" />
      </Tool>
      <span aria-hidden="true" className="mx-1 w-px self-stretch bg-slate-200" />
      <Tool label="Link" active={state.link} onClick={setLink}>
        <Link2 className="size-4" aria-hidden="true" />
      </Tool>
      <Tool label="Remove link" disabled={!state.link} onClick={() => c().extendMarkRange('link').unsetLink().run()}>
        <Unlink className="size-4" aria-hidden="true" />
      </Tool>
      <Tool label={uploading ? 'Uploading image…' : 'Insert image'} disabled={uploading} onClick={onImage}>
        <ImagePlus className="size-4" aria-hidden="true" />
      </Tool>
      <span aria-hidden="true" className="mx-1 w-px self-stretch bg-slate-200" />
      <Tool label="Undo" disabled={!state.canUndo} onClick={() => c().undo().run()}>
        <Undo2 className="size-4" aria-hidden="true" />
      </Tool>
      <Tool label="Redo" disabled={!state.canRedo} onClick={() => c().redo().run()}>
        <Redo2 className="size-4" aria-hidden="true" />
      </Tool>
    </div>
  );
}

type RichTextEditorProps = {
  /** The document to start from (read once; the editor then owns its state). */
  initial: ArticleDoc;
  onChange: (doc: ArticleDoc) => void;
  labelledBy: string;
};

export function RichTextEditor({ initial, onChange, labelledBy }: RichTextEditorProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const { upload, uploading } = useUploadArticleImage();
  const editor = useEditor({
    extensions: EDITOR_EXTENSIONS,
    // ProseMirror wants at least one block: a new article starts with an empty paragraph to type into.
    content: initial.content.length ? initial : { type: 'doc', content: [{ type: 'paragraph' }] },
    // The page's CSP allows no injected <style>; the styles are the Tailwind classes below.
    injectCSS: false,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        class: cn(articleProse, 'min-h-72 px-4 pb-6 pt-2 focus:outline-none'),
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as ArticleDoc),
  });

  const onFile = async (file: File | undefined) => {
    if (!file || !editor) return;
    try {
      const image = await upload(file);
      // The file name stands in for the alt text until the author edits it out of the name.
      editor.chain().focus().setImage({ src: image.url, alt: file.name.replace(/\.[^.]+$/, '').replace(/[-_]+/g, ' ') }).run();
    } catch (err) {
      toastFailure(err, articleMessages.fallback.uploadImage);
    }
  };

  return (
    <div className="overflow-hidden rounded-lg border border-slate-300 bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-100">
      {editor ? <Toolbar editor={editor} uploading={uploading} onImage={() => fileInput.current?.click()} /> : null}
      <EditorContent editor={editor} />
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg"
        className="sr-only"
        tabIndex={-1}
        aria-label="Image to insert"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </div>
  );
}
