import { Anchor, NumberInput, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { type ChangeEvent, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { productForm, type StaffProductJson } from '@contract/admin/products';
import { CATEGORIES, type Language, type ProductCardJson } from '@contract/catalogue';
import { discountedPrice, toHalere, toKc } from '@contract/money';
import { answer, client, get } from '../../../lib/client';
import { formatPrice } from '@contract/format';
import { adminTexts } from '../../../lib/texts/admin';
import { Loaded } from '../../../lib/ui/Loaded';
import { useApi } from '../../../lib/useApi';
import { useForm } from '../../../lib/useForm';
import { AdminPage } from '../ui/AdminPage';
import { Choice, EditForm, focusFirstInvalid, FormSection } from '../ui/EditForm';
import { ImageField } from '../ui/FileUpload';

const t = adminTexts.productEdit;
const CATEGORY_OPTIONS = CATEGORIES.map((category) => category.name);
const LANGUAGES: Language[] = ['CZ', 'SK'];
/** Hints under the field, so fields side by side line up. */
const BELOW: ('label' | 'input' | 'description' | 'error')[] = ['label', 'input', 'description', 'error'];

/** What the form holds: the fields as typed (text), the related titles by id. */
function valuesOf(product: StaffProductJson) {
  return {
    name: product.name,
    author: product.author,
    price: String(product.price),
    discount: product.ownDiscount as number | string,
    countInStock: String(product.countInStock),
    lowStockThreshold: String(product.lowStockThreshold),
    image: product.image,
    category: product.category,
    category2: product.category2,
    tags: product.tags,
    language: product.language,
    year: product.year === null ? '' : String(product.year),
    catalog: product.catalog,
    binding: product.binding,
    pages: product.pages === null ? '' : String(product.pages),
    weight: product.weight,
    isbn: product.isbn,
    related: product.related?.id ?? null,
    related2: product.related2?.id ?? null,
    related3: product.related3?.id ?? null,
    description: product.description,
    excerptPart: product.excerpt.part,
    excerptText: product.excerpt.excerpt,
    excerptImage: product.excerpt.image,
  };
}

type Values = ReturnType<typeof valuesOf>;

/** PUT /api/products/{id}: the product form of the admin contract (the server computes the discounted price). */
const bodyOf = ({ excerptPart, excerptText, excerptImage, ...fields }: Values) => ({
  ...fields,
  excerpt: { part: excerptPart, excerpt: excerptText, image: excerptImage },
});

/** The discounted price as the server will compute it: price minus the percent, up to the next 0.05 Kč. */
function liveDiscountedPrice(price: string, discount: number | string): string {
  const kc = productForm.shape.price.safeParse(price);
  const percent = productForm.shape.discount.safeParse(discount === '' ? undefined : discount);
  if (!kc.success || !percent.success) return '–';
  const p = percent.data ?? 0;
  return formatPrice(p > 0 ? toKc(discountedPrice(toHalere(kc.data), p)) : kc.data);
}

/** The catalogue for the related-title choices, without the product itself; equal names get their ID. */
function relatedOptions(all: ProductCardJson[], selfId: number) {
  const others = all.filter((product) => product._id !== selfId);
  const counts = new Map<string, number>();
  for (const product of others) counts.set(product.name, (counts.get(product.name) ?? 0) + 1);
  return others.map((product) => ({
    value: product._id,
    label: (counts.get(product.name) ?? 0) > 1 ? `${product.name} (ID ${product._id})` : product.name,
  }));
}

function ProductForm({ product }: { product: StaffProductJson }) {
  const navigate = useNavigate();
  const form = useForm(valuesOf(product));
  const [all] = useApi(get(client.products.all));
  const related = useMemo(() => (all.status === 'success' ? relatedOptions(all.data, product._id) : []), [all, product._id]);
  const { values, errors, set } = form;

  const text = (
    field: 'name' | 'author' | 'price' | 'countInStock' | 'lowStockThreshold' | 'tags' | 'year' | 'catalog' | 'binding' | 'pages' | 'weight' | 'isbn',
  ) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.currentTarget.value),
    error: errors[field],
  });

  async function save() {
    const body = bodyOf(values);
    if (!form.validate(productForm, body)) {
      form.setFailure(null);
      focusFirstInvalid();
      return;
    }
    const saved = await form.run(() => answer(client.products[':id'].$put({ param: { id: String(product._id) }, json: body })));
    if (saved) navigate('/admin/productlist');
  }

  const invalid = Object.values(errors).some(Boolean);
  const relatedSelect = (field: 'related' | 'related2' | 'related3', n: number) => (
    <Select<number>
      key={field}
      label={t.relatedN(n)}
      placeholder={t.relatedPlaceholder}
      data={related}
      value={values[field]}
      onChange={(value) => set(field, value)}
      searchable
      clearable
      nothingFoundMessage={t.nothingFound}
      error={errors[field]}
    />
  );

  return (
    <EditForm
      onSubmit={save}
      saving={form.busy}
      error={form.failure?.message ?? (invalid ? adminTexts.common.fixFields : null)}
      cancelTo="/admin/productlist"
      discardDraft={product.isDraft ? () => client.products[':id'].draft.$delete({ param: { id: String(product._id) } }) : undefined}
    >
      <FormSection title={t.basics}>
        <TextInput label={t.name} required {...text('name')} />
        <TextInput label={t.author} required {...text('author')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <TextInput inputWrapperOrder={BELOW} label={t.price} description={t.priceHint} required inputMode="decimal" {...text('price')} />
          <NumberInput
            inputWrapperOrder={BELOW}
            label={t.discount}
            description="0–100"
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            value={values.discount}
            onChange={(value) => set('discount', value)}
            error={errors.discount}
          />
          <TextInput
            inputWrapperOrder={BELOW}
            label={t.discountedPrice}
            description={t.discountedPriceHint}
            value={liveDiscountedPrice(values.price, values.discount)}
            readOnly
            variant="filled"
          />
          <TextInput inputWrapperOrder={BELOW} label={t.countInStock} inputMode="numeric" description="ks" {...text('countInStock')} />
          <TextInput
            inputWrapperOrder={BELOW}
            label={t.lowStockThreshold}
            inputMode="numeric"
            description={t.lowStockThresholdHint}
            {...text('lowStockThreshold')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t.cover}>
        <ImageField
          kind="product"
          label={t.coverImage}
          uploadLabel={t.coverUpload}
          value={values.image}
          onChange={(path) => set('image', path)}
          error={errors.image}
        />
      </FormSection>

      <FormSection title={t.placement}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t.category}
            placeholder={t.noCategory}
            data={CATEGORY_OPTIONS}
            value={values.category || null}
            onChange={(value) => set('category', value ?? '')}
            clearable
            error={errors.category}
          />
          <Select
            label={t.category2}
            placeholder={t.noCategory}
            data={CATEGORY_OPTIONS}
            value={values.category2 || null}
            onChange={(value) => set('category2', value ?? '')}
            clearable
            error={errors.category2}
          />
        </SimpleGrid>
        <TextInput label={t.tags} description={t.tagsHint} {...text('tags')} />
        <Choice
          label={t.language}
          data={LANGUAGES.map((language) => ({ value: language, label: t.languages[language] }))}
          value={values.language}
          onChange={(language) => set('language', language)}
          error={errors.language}
        />
      </FormSection>

      <FormSection title={t.book}>
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
          <TextInput label={t.year} inputMode="numeric" {...text('year')} />
          <TextInput label={t.catalog} {...text('catalog')} />
          <TextInput label={t.binding} {...text('binding')} />
          <TextInput label={t.pages} inputMode="numeric" {...text('pages')} />
          <TextInput inputWrapperOrder={BELOW} label={t.weight} description={t.weightHint} inputMode="decimal" {...text('weight')} />
          <TextInput label={t.isbn} {...text('isbn')} />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t.related}>
        {relatedSelect('related', 1)}
        {relatedSelect('related2', 2)}
        {relatedSelect('related3', 3)}
      </FormSection>

      <FormSection title={t.description}>
        <Textarea
          aria-label={t.description}
          autosize
          minRows={4}
          maxRows={18}
          value={values.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
        />
      </FormSection>

      <FormSection title={t.excerpt}>
        <TextInput
          label={t.excerptPart}
          description={t.excerptPartHint}
          value={values.excerptPart}
          onChange={(e) => set('excerptPart', e.currentTarget.value)}
        />
        <ImageField
          kind="excerpt"
          label={t.excerptImage}
          uploadLabel={t.excerptUpload}
          value={values.excerptImage}
          onChange={(path) => set('excerptImage', path)}
        />
        <Textarea
          label={t.excerptText}
          autosize
          minRows={4}
          maxRows={18}
          value={values.excerptText}
          onChange={(e) => set('excerptText', e.currentTarget.value)}
        />
        {errors.excerpt && (
          <Text c="red.8" size="sm" role="alert">
            {errors.excerpt}
          </Text>
        )}
      </FormSection>
    </EditForm>
  );
}

/** /admin/product/{id}/edit: every field of the product (admin spec 2.2 and 5); saved, back to the list. */
export function ProductEditPage() {
  const { id = '' } = useParams();
  const [product] = useApi(get(client.admin.products[':id'], { param: { id } }));
  // A draft has no public page yet.
  const published = product.status === 'success' && !product.data.isDraft;
  return (
    <AdminPage
      title={t.title}
      back={{ to: '/admin/productlist', label: adminTexts.products.title }}
      narrow
      actions={
        published && (
          <Anchor component={Link} to={`/product/${id}`} size="sm" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
            {t.show}
            <IconExternalLink size={14} aria-hidden="true" />
          </Anchor>
        )
      }
    >
      <Loaded state={product}>{(loaded) => <ProductForm product={loaded} />}</Loaded>
    </AdminPage>
  );
}
