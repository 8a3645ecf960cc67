import MDEditor, { commands } from '@uiw/react-md-editor/nohighlight';

/**
 * The Markdown editor (react-md-editor without syntax highlighting), in a module of its
 * own so only the admin's article editor loads it (`React.lazy` in article-editor.tsx):
 * no public page's scripts grow. Its own preview is off; "Preview" asks the server,
 * which renders exactly what the page will show.
 */
export default function MarkdownField({
  id,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  return (
    <div data-color-mode="dark">
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview="edit"
        height={420}
        visibleDragbar={false}
        commands={[
          commands.bold,
          commands.italic,
          commands.link,
          commands.quote,
          commands.code,
          commands.divider,
          commands.title2,
          commands.title3,
          commands.unorderedListCommand,
          commands.orderedListCommand,
        ]}
        extraCommands={[]}
        textareaProps={{
          id,
          'aria-describedby': describedBy,
          placeholder: 'Write in Markdown: ## for a subheading, > for a quote, - for a list.',
        }}
      />
    </div>
  );
}
