import { Anchor, Box, List, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Seller } from '@contract/seller';
import type { DeliveryMethodJson } from '@contract/delivery';
import { keepTogether } from '../../lib/czechTypography';
import { type LegalDocument, type LegalPoint, legalTexts as t } from '../../lib/texts/legal';
import { Loaded } from '../../lib/ui/Loaded';
import { client, get } from '../../lib/client';
import { useApi } from '../../lib/useApi';
import { TextArticle } from './TextArticle';

const articleId = (number: number) => `clanek-${number}`;
const ANNEX_ID = 'priloha';

function Point({ point, number }: { point: LegalPoint; number: string }) {
  const text = typeof point === 'string' ? point : point.text;
  return (
    <Box component="li" display="flex" style={{ gap: 'var(--mantine-spacing-xs)' }} mb="sm">
      <Text component="span" fw={600} miw="2.2em" lh={1.7}>
        {number}
      </Text>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text lh={1.7}>
          {keepTogether(text)}
          {typeof point !== 'string' && 'link' in point && (
            <>
              {' '}
              <Anchor component={Link} to={point.link.to} inherit underline="always">
                {point.link.label}
              </Anchor>
              .
            </>
          )}
        </Text>
        {typeof point !== 'string' && 'list' in point && (
          <List mt={4} spacing={4} lh={1.6}>
            {point.list.map((item) => (
              <List.Item key={item}>{keepTogether(item)}</List.Item>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
}

/** A legal text: heading, version, lead, a table of contents, numbered articles and an optional annex. */
function LegalText({ document }: { document: LegalDocument }) {
  const { annex } = document;
  return (
    <>
      <Text size="lg" mt="sm" lh={1.6}>
        {keepTogether(document.lead)}
      </Text>
      <Paper component="nav" aria-labelledby="obsah" withBorder radius="md" p="md" mt="lg">
        <Title order={2} id="obsah" fz="lg">
          {t.contents}
        </Title>
        <List type="ordered" mt="xs" spacing={6}>
          {document.articles.map((article, i) => (
            <List.Item key={article.heading}>
              <Anchor href={`#${articleId(i + 1)}`}>{article.heading}</Anchor>
            </List.Item>
          ))}
        </List>
        {annex && (
          <Anchor href={`#${ANNEX_ID}`} display="inline-block" mt={6}>
            {t.annexLabel}: {annex.heading}
          </Anchor>
        )}
      </Paper>
      {document.articles.map((article, i) => (
        <Box
          component="section"
          key={article.heading}
          id={articleId(i + 1)}
          aria-labelledby={`${articleId(i + 1)}-nadpis`}
          mt="xl"
          style={{ scrollMarginTop: 80 }}
        >
          <Title order={2} id={`${articleId(i + 1)}-nadpis`} fz={{ base: 20, sm: 24 }} mb="xs">
            {i + 1}. {article.heading}
          </Title>
          <Box component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {article.points.map((point, j) => (
              <Point key={j} point={point} number={`${i + 1}.${j + 1}`} />
            ))}
          </Box>
        </Box>
      ))}
      {annex && (
        <Box component="section" id={ANNEX_ID} aria-labelledby={`${ANNEX_ID}-nadpis`} mt="xl" style={{ scrollMarginTop: 80 }}>
          <Title order={2} id={`${ANNEX_ID}-nadpis`} fz={{ base: 20, sm: 24 }} mb="xs">
            {t.annexLabel}: {annex.heading}
          </Title>
          <Paper withBorder radius="md" p="md">
            <Text fs="italic" mb="sm" lh={1.6}>
              {keepTogether(annex.intro)}
            </Text>
            {annex.lines.map((line) => (
              <Text key={line} mb="sm" lh={1.7}>
                {keepTogether(line)}
              </Text>
            ))}
            <Text size="sm" c="dimmed">
              {annex.footnote}
            </Text>
          </Paper>
        </Box>
      )}
    </>
  );
}

/** A legal page written for the configured seller (GET /api/seller) and the offered delivery methods; the server renders it with both in it. */
function LegalPage({ text }: { text: { title: string; write: (seller: Seller, methods: DeliveryMethodJson[]) => LegalDocument } }) {
  const [seller] = useApi(get(client.seller));
  const [methods] = useApi(get(client['delivery-methods']));
  return (
    <TextArticle title={text.title}>
      <Text c="dimmed" size="sm" mt={4}>
        {t.version}
      </Text>
      <Loaded state={seller}>{(data) => <Loaded state={methods}>{(offered) => <LegalText document={text.write(data, offered)} />}</Loaded>}</Loaded>
    </TextArticle>
  );
}

export const TradeRulesPage = () => <LegalPage text={t.tradeRules} />;

export const SafetyPrivacyPage = () => <LegalPage text={t.privacy} />;
