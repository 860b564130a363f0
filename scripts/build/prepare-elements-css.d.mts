export declare const RENAMED_PROPERTY_PREFIX: string;
export declare function definedCustomProperties(css: string): string[];
export declare function prepareElementsCss(css: string, siteCustomProperties: string[]): string;
export declare function writeElementsStylesheet(projectRoot?: string): string;
