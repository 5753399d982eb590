// Every text the visitor reads, in Czech, in one module (one file per feature, joined here).
import { catalogue } from './catalogue';
import { common } from './common';
import { content } from './content';
import { layout } from './layout';
import { media } from './media';

export const texts = { common, layout, catalogue, media, content };
