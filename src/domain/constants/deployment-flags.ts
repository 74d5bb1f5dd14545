/** Deployment flags (§9) an LGU's configuration sets. */
export const DEPLOYMENT_FLAGS = [
  'BTAX_BIN_INPUT_FREE_TEXT',
  'BTAX_WITHOUT_PERIOD_FILTER',
  'BTAX_WITHOUT_YEAR_FILTER',
  'RPTAX_HAS_OR',
  'LGU_NAME',
] as const;

/** A deployment flag name; LGU_NAME holds a name, the others are on/off. */
export type DeploymentFlag = (typeof DEPLOYMENT_FLAGS)[number];
