import { Alert, Button, Checkbox, Collapse, Fieldset, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type FormEvent, memo, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type CompanyDetails,
  COUNTRY_PLACEHOLDER,
  CZECH_REPUBLIC,
  isCzechRepublic,
  shippingAddressSchema,
  type ShippingAddress,
} from '@contract/checkout/address';
import {
  DEFAULT_DELIVERY_METHOD,
  type DeliveryMethodId,
  type DeliveryMethodJson,
  deliveryMessages,
  deliversTo,
  type OrderPickupPointJson,
} from '@contract/delivery';
import { db, putCheckoutValue } from '../../lib/db';
import { shopTexts } from '../../lib/texts/shop';
import { RequireSignIn } from '../account/RequireSignIn';
import { markCheckoutChanged } from '../cart/cartSync';
import { type SavedCheckout, useCart, useSavedCheckout } from '../cart/useCart';
import { CheckoutPage, Loading } from './CheckoutPage';
import { type ChosenPoints, DeliveryChoice } from './delivery/DeliveryChoice';
import { pickupCarrierOf, useDeliveryMethods } from './delivery/deliveryData';
import { useParcelWeight } from './delivery/parcelWeight';

const t = shopTexts.checkout.shipping;

type CountryChoice = 'cz' | 'other';

interface FormValues {
  name: string;
  address: string;
  city: string;
  postalCode: string;
  countryChoice: CountryChoice;
  otherCountry: string;
  phone: string;
  note: string;
  withBilling: boolean;
  billingName: string;
  billingAddress: string;
  billingCity: string;
  billingPostalCode: string;
  billingCountry: string;
  withIco: boolean;
  billingICO: string;
}

type Errors = Partial<Record<keyof ShippingAddress, string>>;

type CompanySection = 'withBilling' | 'withIco';

const SECTION_FIELDS: Record<CompanySection, readonly (keyof CompanyDetails)[]> = {
  withBilling: ['billingName', 'billingAddress', 'billingCity', 'billingPostalCode', 'billingCountry'],
  withIco: ['billingICO'],
};

/** A company section ticked for this order; still empty, it is filled from the last company order. */
function ticked(values: FormValues, section: CompanySection, last: CompanyDetails | undefined): FormValues {
  const fields = SECTION_FIELDS[section];
  const prefill = last && fields.every((field) => !values[field]) ? Object.fromEntries(fields.map((field) => [field, last[field]])) : {};
  return { ...values, ...prefill, [section]: true };
}

/** The form's values from a saved address; a new form starts empty with the Czech Republic chosen. */
function initialValues(saved: ShippingAddress | undefined): FormValues {
  const a = saved;
  const czech = !a || isCzechRepublic(a.country);
  return {
    name: a?.name ?? '',
    address: a?.address ?? '',
    city: a?.city ?? '',
    postalCode: a?.postalCode ?? '',
    countryChoice: czech ? 'cz' : 'other',
    otherCountry: czech ? '' : (a?.country ?? ''),
    phone: a?.phone ?? '',
    note: a?.note ?? '',
    withBilling: Boolean(a?.billingAddress || a?.billingName),
    billingName: a?.billingName ?? '',
    billingAddress: a?.billingAddress ?? '',
    billingCity: a?.billingCity ?? '',
    billingPostalCode: a?.billingPostalCode ?? '',
    billingCountry: a?.billingCountry ?? '',
    withIco: Boolean(a?.billingICO),
    billingICO: a?.billingICO ?? '',
  };
}

/** The address as the shared schema reads it: unchecked sections are sent empty. */
function addressInput(v: FormValues) {
  return {
    name: v.name,
    address: v.address,
    city: v.city,
    postalCode: v.postalCode,
    country: v.countryChoice === 'cz' ? CZECH_REPUBLIC : v.otherCountry,
    phone: v.phone,
    note: v.note,
    billingName: v.withBilling ? v.billingName : '',
    billingAddress: v.withBilling ? v.billingAddress : '',
    billingCity: v.withBilling ? v.billingCity : '',
    billingPostalCode: v.withBilling ? v.billingPostalCode : '',
    billingCountry: v.withBilling ? v.billingCountry : '',
    billingICO: v.withIco ? v.billingICO : '',
  };
}

/** The methods offered for the delivery country: abroad only the post, whose postage is invoiced (spec, storefront 9). */
const methodsFor = (methods: DeliveryMethodJson[], countryChoice: CountryChoice) =>
  countryChoice === 'cz'
    ? methods.filter((method) => deliversTo(method.countries, CZECH_REPUBLIC))
    : methods.filter((method) => method.id === DEFAULT_DELIVERY_METHOD);

type SetField = <K extends keyof FormValues>(field: K, value: FormValues[K]) => void;

interface AddressFieldsProps {
  values: FormValues;
  errors: Errors;
  set: SetField;
  tick: (section: CompanySection, checked: boolean) => void;
}

/** The address, the note and the company's details: drawn again only when they change (not when a point is chosen). */
const AddressFields = memo(function AddressFields({ values, errors, set, tick }: AddressFieldsProps) {
  const text = (field: keyof FormValues & keyof ShippingAddress) => ({
    value: values[field] as string,
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errors[field],
  });
  return (
    <>
      <TextInput label={t.name} autoComplete="name" required {...text('name')} />
      <TextInput label={t.address} autoComplete="street-address" required {...text('address')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label={t.city} autoComplete="address-level2" required {...text('city')} />
        <TextInput
          label={t.postalCode}
          autoComplete="postal-code"
          inputMode={values.countryChoice === 'cz' ? 'numeric' : undefined}
          required
          {...text('postalCode')}
        />
      </SimpleGrid>
      <Radio.Group label={t.country} required value={values.countryChoice} onChange={(choice) => set('countryChoice', choice as CountryChoice)}>
        <Group gap="lg" mt={6}>
          <Radio value="cz" label={t.czechRepublic} />
          <Radio value="other" label={t.otherCountry} />
        </Group>
      </Radio.Group>
      {values.countryChoice === 'other' && (
        <TextInput
          label={t.otherCountryName}
          placeholder={COUNTRY_PLACEHOLDER}
          autoComplete="country-name"
          required
          value={values.otherCountry}
          onChange={(event) => set('otherCountry', event.currentTarget.value)}
          error={errors.country}
        />
      )}
      <TextInput label={t.phone} description={t.optional} type="tel" autoComplete="tel" {...text('phone')} />
      <Textarea label={t.note} description={t.optional} autosize minRows={2} maxRows={6} {...text('note')} />

      <Checkbox label={t.billingToggle} checked={values.withBilling} onChange={(event) => tick('withBilling', event.currentTarget.checked)} />
      <Collapse expanded={values.withBilling}>
        <Fieldset legend={t.billingTitle} radius="md">
          <Stack gap="sm">
            <TextInput label={t.billingName} autoComplete="billing organization" {...text('billingName')} />
            <TextInput label={t.billingAddress} autoComplete="billing street-address" {...text('billingAddress')} error={errors.billingAddress} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput label={t.billingCity} autoComplete="billing address-level2" {...text('billingCity')} />
              <TextInput label={t.billingPostalCode} autoComplete="billing postal-code" {...text('billingPostalCode')} />
            </SimpleGrid>
            <TextInput label={t.billingCountry} description={t.billingCountryHint} autoComplete="billing country-name" {...text('billingCountry')} />
          </Stack>
        </Fieldset>
      </Collapse>

      <Checkbox label={t.icoToggle} checked={values.withIco} onChange={(event) => tick('withIco', event.currentTarget.checked)} />
      {values.withIco && <TextInput label={t.ico} inputMode="numeric" maxLength={12} w={{ base: '100%', xs: 220 }} {...text('billingICO')} />}
    </>
  );
});

interface ShippingFormProps {
  saved: SavedCheckout;
  /** The methods offered; null when they could not be read (the post is then assumed). */
  methods: DeliveryMethodJson[] | null;
  itemsPrice: number;
  parcelKg: number | null;
}

function ShippingForm({ saved, methods, itemsPrice, parcelKg }: ShippingFormProps) {
  const navigate = useNavigate();
  const [values, setValues] = useState(() => initialValues(saved.shippingAddress));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [methodId, setMethodId] = useState<DeliveryMethodId>(saved.deliveryMethod ?? DEFAULT_DELIVERY_METHOD);
  // Not the form's state: a point chosen is drawn by its own card (DeliveryChoice), not by the whole form again.
  const points = useRef<ChosenPoints>(saved.pickupPoints ?? {});
  const [deliveryError, setDeliveryError] = useState<string | null>(null);
  const choosePoint = useCallback((point: OrderPickupPointJson) => {
    points.current = { ...points.current, [point.carrier]: point };
    setDeliveryError(null);
  }, []);
  const lastCompany = saved.companyDetails;
  const offered = methods && methodsFor(methods, values.countryChoice);
  // A method not offered for the country (Packeta, then delivery abroad) falls back to the post.
  const method = offered?.find((m) => m.id === methodId) ?? offered?.find((m) => m.id === DEFAULT_DELIVERY_METHOD);
  const carrier = method && pickupCarrierOf(method);

  // The same functions from render to render: the address fields are not drawn again when a point is chosen.
  const set = useCallback<SetField>((field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message (the country's also when switching the choice).
    const errorField = field === 'otherCountry' || field === 'countryChoice' ? 'country' : field;
    setErrors((current) => (errorField in current ? { ...current, [errorField]: undefined } : current));
  }, []);

  const tick = useCallback(
    (section: CompanySection, checked: boolean) => {
      if (checked) setValues((current) => ticked(current, section, lastCompany));
      else set(section, false);
    },
    [lastCompany, set],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (carrier && !points.current[carrier]) {
      setDeliveryError(deliveryMessages.pointMissing);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [role="alert"]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    const result = shippingAddressSchema.safeParse(addressInput(values));
    if (!result.success) {
      const next: Errors = {};
      for (const issue of result.error.issues) next[String(issue.path[0]) as keyof ShippingAddress] ??= issue.message;
      setErrors(next);
      // The first field to correct gets the focus (after React has marked it).
      requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      // One write: the address never without the delivery chosen with it.
      await db.transaction('rw', db.checkout, async () => {
        await putCheckoutValue('shippingAddress', result.data);
        await putCheckoutValue('deliveryMethod', method?.id ?? DEFAULT_DELIVERY_METHOD);
        await putCheckoutValue('pickupPoints', points.current);
      });
      await markCheckoutChanged();
      navigate('/payment');
    } finally {
      setSaving(false);
    }
  }

  const countryError = errors.country;
  const otherErrors = Object.entries(errors).some(([field, message]) => field !== 'country' && message);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {offered && method ? (
          <DeliveryChoice
            methods={offered}
            value={method.id}
            onChange={(id) => {
              setMethodId(id);
              setDeliveryError(null);
            }}
            points={points.current}
            onPoint={choosePoint}
            itemsPrice={itemsPrice}
            parcelKg={parcelKg}
            error={deliveryError}
          />
        ) : (
          methods === null && (
            <Alert color="orange" variant="light">
              {shopTexts.checkout.delivery.methodsMissing}
            </Alert>
          )
        )}
        {method && method.id !== DEFAULT_DELIVERY_METHOD && (
          <Text fz="sm" c="dimmed">
            {shopTexts.checkout.delivery.addressForInvoice}
          </Text>
        )}
        {countryError && (
          <Alert color="red" variant="light" role="alert">
            {countryError}
          </Alert>
        )}
        {otherErrors && (
          <Alert color="red" variant="light" role="alert">
            {t.invalid}
          </Alert>
        )}
        <AddressFields values={values} errors={errors} set={set} tick={tick} />

        <Button type="submit" size="md" loading={saving} rightSection={<IconArrowRight size={18} aria-hidden="true" />} mt="xs">
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}

function Shipping() {
  const saved = useSavedCheckout();
  const cart = useCart();
  const methods = useDeliveryMethods();
  const parcelKg = useParcelWeight(cart?.lines);
  // Without a kept list and without a network the form still works, with the post.
  const offeredMethods = methods.value ?? (methods.offline ? null : undefined);
  const ready = saved && cart && offeredMethods !== undefined;
  return (
    <CheckoutPage title={t.title} step="shipping" reachable={saved?.shippingAddress ? (saved.paymentMethod ? 'placeOrder' : 'payment') : 'shipping'}>
      {ready ? <ShippingForm saved={saved} methods={offeredMethods} itemsPrice={cart.summary.itemsPrice} parcelKg={parcelKg} /> : <Loading />}
    </CheckoutPage>
  );
}

/** /shipping (spec, storefront 2 Checkout and 5): the delivery address, saved on this device for the next steps. */
export function ShippingPage() {
  return <RequireSignIn>{() => <Shipping />}</RequireSignIn>;
}
