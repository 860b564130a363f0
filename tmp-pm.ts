import Converter from 'openapi-to-postmanv2';
import { loadApiDocument } from '@/lib/openapi/document/load';
const doc = loadApiDocument();
Converter.convert({ type: 'json', data: doc }, { parametersResolution: "Example", requestParametersResolution: "Example", exampleParametersResolution: "Example" }, (err: any, res: any) => {
  if (err) throw err;
  const coll = res.output[0].data;
  const walk = (items: any[]): any[] => items.flatMap((i) => i.item ? walk(i.item) : [i]);
  const reqs = walk(coll.item);
  console.log(reqs.length);
  for (const r of reqs.filter((r) => /transaction$|yield|reporting\/earnings\/total$/.test(r.request.url.path.join('/'))))
    console.log(r.name, r.request.method, JSON.stringify(r.request.url.query));
});
