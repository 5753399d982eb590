// Every text the visitor reads, in Czech, in one module (one file per feature, joined here).
import { account } from './account';
import { admin } from './admin';
import { catalogue } from './catalogue';
import { common } from './common';
import { content } from './content';
import { layout } from './layout';
import { media } from './media';
import { payments } from './payments';
import { pwa } from './pwa';
import { shop } from './shop';

export const texts = { common, layout, catalogue, media, content, pwa, account, admin, shop, payments };
