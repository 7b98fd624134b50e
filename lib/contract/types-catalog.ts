// The gateway's model catalog entry, on its own so the gateway's and the model defaults' types can both use it.

/** A model of `llmCatalog`. Prices are USD per million tokens, before the platform markup. */
export interface GatewayCatalogModel {
  id: string;
  provider: string;
  label: string;
  vision: boolean;
  inputPricePerMTok: number;
  outputPricePerMTok: number;
  contextWindow: number;
  maxOutputTokens: number;
  streaming: boolean;
}
