export declare const postgresUrl: string;
export declare const PRODUCTION_DATABASE: string;
export declare const ADMIN_HOST: string;
export declare function productionEnv(port: number): Record<string, string>;
