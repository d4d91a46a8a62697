/** Parameters a template receives: the distractor's own params plus chosen, answer and trigger. */
export type TemplateParams = Record<string, string>;

export interface ExplainTemplate {
  en: (p: TemplateParams) => string;
  uk: (p: TemplateParams) => string;
}

export type TemplateMap = Record<string, ExplainTemplate>;
