import { Anchor, Box, Button, Flex, List, Text, Title } from '@mantine/core';
import { IconMail, IconMessage, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contentTexts } from '../../lib/texts/content';
import { layoutTexts } from '../../lib/texts/layout';
import { TextArticle } from './TextArticle';

/** A paragraph, or a bulleted list. */
type Block = string | string[];

interface InfoText {
  title: string;
  lead: string;
  sections: { heading: string; body: Block[] }[];
}

/** The one layout of the info pages: heading, lead paragraph, sections, and optional actions below. */
function InfoPage({ text, children }: { text: InfoText; children?: ReactNode }) {
  return (
    <TextArticle title={text.title}>
      <Text size="lg" mt="sm" lh={1.6}>
        {text.lead}
      </Text>
      {text.sections.map((section) => (
        <Box component="section" key={section.heading} mt="xl">
          <Title order={2} fz={{ base: 20, sm: 24 }} mb="xs">
            {section.heading}
          </Title>
          {section.body.map((block, i) =>
            typeof block === 'string' ? (
              <Text key={i} mb="sm" lh={1.7}>
                {block}
              </Text>
            ) : (
              <List key={i} mb="sm" spacing={4} lh={1.6}>
                {block.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            ),
          )}
        </Box>
      ))}
      {children}
    </TextArticle>
  );
}

/** The contact form, e-mail and phone, as links. */
function ContactLinks({ formLabel }: { formLabel: string }) {
  const { email, phone } = layoutTexts.footer;
  return (
    <Flex mt="lg" wrap="wrap" align="center" rowGap="xs" columnGap="lg">
      <Button component={Link} to="/contact" h={40} leftSection={<IconMessage size={18} aria-hidden="true" />}>
        {formLabel}
      </Button>
      <Anchor href={`mailto:${email}`} display="inline-flex" style={{ alignItems: 'center', gap: 6, minHeight: 40 }}>
        <IconMail size={18} aria-hidden="true" />
        {email}
      </Anchor>
      <Anchor href={`tel:${phone.replace(/\s/g, '')}`} display="inline-flex" style={{ alignItems: 'center', gap: 6, minHeight: 40 }}>
        <IconPhone size={18} aria-hidden="true" />
        {phone}
      </Anchor>
    </Flex>
  );
}

export const AboutPage = () => (
  <InfoPage text={contentTexts.about}>
    <ContactLinks formLabel={contentTexts.about.contactLink} />
  </InfoPage>
);

export const WatchmanNeePage = () => <InfoPage text={contentTexts.watchmanNee} />;

export const WitnessLeePage = () => <InfoPage text={contentTexts.witnessLee} />;
