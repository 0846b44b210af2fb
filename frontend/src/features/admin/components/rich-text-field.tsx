import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { IconPhoto } from '@tabler/icons-react';
import Image from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { toastError } from '../lib/form.ts';
import { uploadImage } from '../lib/images.ts';
import { tVi } from '@/features/admin/i18n/index.ts';

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  description?: string;
  minHeight?: number;
}

/** Mantine's Tiptap editor; the image button uploads through /api/media/upload and inserts it. */
export function RichTextField({ label, value, onChange, error, description, minHeight = 280 }: Props) {
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link, Image],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    // The editable area is a multi-line textbox named after its field (axe aria-input-field-name).
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // A value replaced from outside (data loaded, form reset) is pushed into the editor; an editor
  // already torn down (its host unmounted or hidden) is left alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const insertImage = async (file: File | undefined) => {
    if (!file || !editor) return;
    try {
      const image = await uploadImage(file);
      editor.chain().focus().setImage({ src: image.secure_url, alt: '' }).run();
    } catch (e) {
      toastError(e, tVi('images.uploadFailed'));
    }
  };

  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <RichTextEditor editor={editor} mt={4} aria-label={label}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.Control
              onClick={() => fileInput.current?.click()}
              aria-label={tVi('images.insert')}
              title={tVi('images.insert')}
            >
              <IconPhoto stroke={1.5} size={16} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content style={{ minHeight }} />
      </RichTextEditor>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => {
          void insertImage(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
    </Input.Wrapper>
  );
}
