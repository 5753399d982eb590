import { Anchor, Box, Button, Checkbox, Grid, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconMail, IconPhone, IconSend } from '@tabler/icons-react';
import { type CSSProperties, type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONTACT_HONEYPOT, contactForm, messages } from '@contract/account';
import { answer, client } from '../../lib/client';
import { accountTexts } from '../../lib/texts/account';
import { layoutTexts } from '../../lib/texts/layout';
import { useDocumentTitle } from '../../lib/useDocumentHead';
import { ErrorAlert, SuccessAlert } from '../account/AccountCard';
import { useForm } from '../../lib/useForm';
import { EmailInput } from '../../lib/ui/EmailInput';

const HONEYPOT_FIELDS = Object.keys(CONTACT_HONEYPOT) as (keyof typeof CONTACT_HONEYPOT)[];

const t = accountTexts.contact;
const { email: shopEmail, phone: shopPhone } = layoutTexts.footer;

const empty: { name: string; email: string; emailMessage: string; gdpr: boolean; website: string; confirmEmail: string } = {
  name: '',
  email: '',
  emailMessage: '',
  gdpr: false,
  ...CONTACT_HONEYPOT,
};

/** Off-screen for people (and screen readers), still in the form for robots to fill in. */
const honeypotStyle: CSSProperties = { position: 'absolute', left: -10_000, top: 'auto', width: 1, height: 1, overflow: 'hidden' };

const linkStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 40 } as const;

/**
 * /contact (spec, storefront 5): name, e-mail, message and the GDPR consent, plus two hidden fields
 * that must keep their preset values; otherwise nothing is sent.
 */
export function ContactPage() {
  useDocumentTitle(t.title);
  const form = useForm(empty);
  const [sent, setSent] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(null);
    setRefused(false);
    const valid = form.validate(contactForm);
    if (!valid) return;
    const { name, email, emailMessage, website, confirmEmail } = valid;
    if (website !== CONTACT_HONEYPOT.website || confirmEmail !== CONTACT_HONEYPOT.confirmEmail) {
      setRefused(true);
      return;
    }
    const accepted = await form.run(() => answer(client.auth.contact.$post({ json: { contactForm: { name, email, emailMessage }, website, confirmEmail } })));
    if (!accepted) return;
    setSent(accepted.message || messages.contactSent);
    form.setValues(empty);
  }

  return (
    <Box maw={1000} mx="auto">
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        {t.title}
      </Title>
      <Text mt="sm" mb="lg" lh={1.6} maw="70ch">
        {t.intro}
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper component="section" aria-labelledby="contact-form" withBorder p={{ base: 'md', sm: 'xl' }} radius="md" shadow="xs">
            <Title order={2} id="contact-form" fz={{ base: 20, sm: 24 }} mb="md">
              {t.formTitle}
            </Title>
            <SuccessAlert>{sent}</SuccessAlert>
            {refused && <ErrorAlert>{messages.contactRefused}</ErrorAlert>}
            <ErrorAlert>{form.failure?.message}</ErrorAlert>
            <form noValidate onSubmit={submit} style={{ position: 'relative' }}>
              <Stack gap="sm">
                <TextInput label={t.name} autoComplete="name" required size="md" {...form.textField('name')} />
                <EmailInput label={t.email} {...form.textField('email')} description={t.copyNote} />
                <Textarea label={t.message} required size="md" autosize minRows={5} maxRows={14} {...form.textField('emailMessage')} />
                <div aria-hidden="true" style={honeypotStyle}>
                  {HONEYPOT_FIELDS.map((field) => (
                    <label key={field}>
                      {t.honeypot[field]}
                      <input
                        name={field}
                        type="text"
                        tabIndex={-1}
                        autoComplete="off"
                        value={form.values[field]}
                        onChange={(event) => form.set(field, event.currentTarget.value)}
                      />
                    </label>
                  ))}
                </div>
                <Checkbox
                  size="md"
                  py={6}
                  required
                  checked={form.values.gdpr}
                  onChange={(event) => form.set('gdpr', event.currentTarget.checked)}
                  error={form.errors.gdpr}
                  label={
                    <>
                      {t.gdprBefore}
                      <Anchor component={Link} to="/safety-privacy" target="_blank" rel="noopener" inherit underline="always">
                        {t.gdprLink}
                      </Anchor>
                    </>
                  }
                />
                <Button
                  type="submit"
                  size="md"
                  mt="xs"
                  loading={form.busy}
                  leftSection={<IconSend size={18} aria-hidden="true" />}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t.submit}
                </Button>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper component="section" aria-labelledby="contact-other" bg="navy.0" p={{ base: 'md', sm: 'lg' }} radius="md">
            <Title order={2} id="contact-other" fz={{ base: 18, sm: 20 }} mb="xs">
              {t.otherWays}
            </Title>
            <Stack gap={0}>
              <Anchor href={`mailto:${shopEmail}`} style={linkStyle}>
                <IconMail size={18} aria-hidden="true" />
                {shopEmail}
              </Anchor>
              <Anchor href={`tel:${shopPhone.replace(/\s/g, '')}`} style={linkStyle}>
                <IconPhone size={18} aria-hidden="true" />
                {shopPhone}
              </Anchor>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
