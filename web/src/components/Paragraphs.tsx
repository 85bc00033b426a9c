import { Stack, Text } from '@mantine/core';

/** Plain text with blank lines between paragraphs (CMS and KVKK texts), one `<p>` per paragraph. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <Stack gap="sm">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
        <Text key={index} style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
