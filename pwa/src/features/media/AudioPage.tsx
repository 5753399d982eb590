import { Text, Title } from '@mantine/core';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AudioList } from './AudioList';
import { SavedRecordings } from './offline/SavedRecordings';

interface AudioPageProps {
  title: string;
  intro: string;
  /** The audio category whose recordings are listed. */
  category: string;
}

/** The frame of both podcast screens: heading, a short intro and the recordings. */
export function AudioPage({ title, intro, category }: AudioPageProps) {
  useDocumentTitle(title);
  return (
    <>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text mt="xs" mb="lg" maw="65ch">
        {intro}
      </Text>
      <SavedRecordings />
      <AudioList category={category} />
    </>
  );
}
