import { moduleSystemsProbe } from './api-load';
import { applicationSubmitProbe } from './application-submit';
import { btaxInquiryProbe } from './btax-inquiry';
import { btaxInquiryPgProbe } from './btax-inquiry-pg';
import { bundleProbe } from './bundle';
import { deadlineRushProbe } from './deadline-rush';
import { faultFiguresProbe } from './fault-figures';
import { lighthouseProbe } from './lighthouse';
import { lighthouseNewsProbe } from './lighthouse-news';
import { lighthouseAccessibilityProbe } from './lighthouse-accessibility';
import { lighthouseSignedInProbe } from './lighthouse-signed-in';
import { loginFloodProbe } from './login-flood';
import { paymentWebhooksProbe } from './payment-webhooks';
import { placesProbe } from './places';
import { reliabilityProbe } from './reliability';
import { rptCalculateProbe } from './rpt-calculate';
import { ruleEngineProbe } from './rule-engine';
import { walletColdStartProbe } from './wallet-cold-start';
import type { Probe } from '../lib/types';

/**
 * Every probe `npm run bench` runs, in order. A later issue adds its probe in its own file under
 * `bench/probes/` and appends it here. Browser probes come before load probes, so a load run
 * cannot leave the server busy while Lighthouse measures.
 */
export const probes: Probe[] = [
  bundleProbe,
  ruleEngineProbe,
  lighthouseProbe,
  lighthouseSignedInProbe,
  lighthouseNewsProbe,
  lighthouseAccessibilityProbe,
  walletColdStartProbe,
  moduleSystemsProbe,
  loginFloodProbe,
  btaxInquiryProbe,
  btaxInquiryPgProbe,
  rptCalculateProbe,
  applicationSubmitProbe,
  placesProbe,
  paymentWebhooksProbe,
  reliabilityProbe,
  deadlineRushProbe,
  faultFiguresProbe,
];
