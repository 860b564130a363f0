export declare const ELEMENTS_STYLESHEET_HREF: string;
