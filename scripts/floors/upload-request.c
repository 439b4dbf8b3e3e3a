// Floor of issue 26 for a signed upload with storage (`POST /api/v1/captures` on SQLite, files in a
// directory): what such an upload costs beyond the evidence request's floor (evidence-request.c), in C
// with no DepthKit code. Per upload:
//   - SHA-256 of the whole body (the request signature covers it);
//   - two ECDSA P-256 verifications, each of SHA-256(authenticatorData ‖ clientDataHash) (the request
//     signature and the capture assertion: App Attest assertions);
//   - the three new files an upload keeps (the photo, its metadata, its evidence report; the depth is
//     shared by every upload of the load test), each written to a temporary file, synced, renamed;
//   - three SQLite write transactions in WAL mode with the default synchronous setting (the request
//     counter, the capture assertion's counter, the capture row with its five file references), each
//     committed (and so synced).
// Process CPU time (user + system, the figure the load tests quote) and wall time per part, median and
// best of the repetitions.
//   upload-request PHOTO.jpg DEPTH.gz DIRECTORY [REPETITIONS]   (DIRECTORY: on the disk the service uses)
// The EC_KEY calls are deprecated in OpenSSL 3 but still the shortest way to a P-256 signature.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <fcntl.h>
#include <openssl/ec.h>
#include <openssl/ecdsa.h>
#include <openssl/evp.h>
#include <openssl/obj_mac.h>
#include <openssl/sha.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
static double clock_ms(clockid_t c){struct timespec t;clock_gettime(c,&t);return t.tv_sec*1e3+t.tv_nsec*1e-6;}
static unsigned char*slurp(const char*path,size_t*length){FILE*f=fopen(path,"rb"); if(!f){perror(path);exit(1);}
  fseek(f,0,SEEK_END); long l=ftell(f); fseek(f,0,SEEK_SET); unsigned char*b=malloc(l);
  if(fread(b,1,l,f)!=(size_t)l){perror(path);exit(1);} fclose(f); *length=l; return b;}
static int cmp(const void*a,const void*b){double x=*(const double*)a,y=*(const double*)b;return x<y?-1:x>y;}
static void show(const char*name,double*cpu,double*wall,int n){qsort(cpu,n,sizeof*cpu,cmp);qsort(wall,n,sizeof*wall,cmp);
  printf("%-44s CPU median %.3f ms, best %.3f ms; wall median %.3f ms\n",name,cpu[n/2],cpu[0],wall[n/2]);}
static void check(int ok,const char*what){if(!ok){perror(what);exit(1);}}
// Writes `bytes` to a temporary file in `directory`, syncs it and renames it to `name`.
static void keep(const char*directory,const char*name,const unsigned char*bytes,size_t length){
  char temporary[4096],final[4096]; snprintf(temporary,sizeof temporary,"%s/.tmp-%s",directory,name);
  snprintf(final,sizeof final,"%s/%s",directory,name);
  int fd=open(temporary,O_WRONLY|O_CREAT|O_EXCL|O_CLOEXEC,0644); check(fd>=0,temporary);
  for(size_t done=0;done<length;){ssize_t n=write(fd,bytes+done,length-done); check(n>0,temporary); done+=n;}
  check(fsync(fd)==0,"fsync"); check(close(fd)==0,"close"); check(rename(temporary,final)==0,"rename");}
static void sql(sqlite3*db,const char*statement){char*error=NULL;
  if(sqlite3_exec(db,statement,NULL,NULL,&error)!=SQLITE_OK){fprintf(stderr,"sqlite: %s\n",error);exit(1);}}
int main(int argc,char**argv){
  if(argc<4){fprintf(stderr,"usage: %s PHOTO.jpg DEPTH.gz DIRECTORY [REPETITIONS]\n",argv[0]);return 64;}
  size_t photoLength,depthLength; unsigned char*photo=slurp(argv[1],&photoLength),*depth=slurp(argv[2],&depthLength);
  const char*directory=argv[3]; int reps=argc>4?atoi(argv[4]):50;
  // The body: the photo and the depth, and about 1 KB of multipart headers and metadata.
  size_t bodyLength=photoLength+depthLength+1024; unsigned char*body=calloc(bodyLength,1);
  memcpy(body,photo,photoLength); memcpy(body+photoLength,depth,depthLength);
  unsigned char metadata[512],evidence[3072]; memset(metadata,'m',sizeof metadata);
  // A P-256 key and one signature over a 37-byte authenticator data and a client data hash.
  EC_KEY*key=EC_KEY_new_by_curve_name(NID_X9_62_prime256v1); check(key&&EC_KEY_generate_key(key),"key");
  unsigned char authenticatorData[37]={0},clientDataHash[32]={1},nonceInput[69],nonce[32],message[32];
  memcpy(nonceInput,authenticatorData,37); memcpy(nonceInput+37,clientDataHash,32);
  SHA256(nonceInput,69,nonce); SHA256(nonce,32,message);
  unsigned char signature[80]; unsigned int signatureLength=0; check(ECDSA_sign(0,message,32,signature,&signatureLength,key),"sign");
  sqlite3*db; char path[4096]; snprintf(path,sizeof path,"%s/floor.sqlite",directory);
  check(sqlite3_open(path,&db)==SQLITE_OK,path); sql(db,"PRAGMA journal_mode=WAL");
  sql(db,"CREATE TABLE IF NOT EXISTS counter (key BLOB PRIMARY KEY, value INTEGER) STRICT;"
         "CREATE TABLE IF NOT EXISTS used (key BLOB, counter INTEGER, hash BLOB, PRIMARY KEY (key, counter)) STRICT;"
         "CREATE TABLE IF NOT EXISTS capture (id TEXT PRIMARY KEY, evidence BLOB) STRICT;"
         "CREATE TABLE IF NOT EXISTS capture_blob (id TEXT, kind TEXT, digest BLOB, PRIMARY KEY (id, kind)) STRICT;"
         "INSERT OR IGNORE INTO counter VALUES (x'01', 0);");
  double*cpu[4],*wall[4]; for(int p=0;p<4;p++){cpu[p]=calloc(reps,sizeof(double));wall[p]=calloc(reps,sizeof(double));}
  double*sumCPU=calloc(reps,sizeof(double)),*sumWall=calloc(reps,sizeof(double));
  unsigned char digest[32];
  for(int r=0;r<reps;r++){
    double c[5],w[5]; int p=0;
    c[p]=clock_ms(CLOCK_PROCESS_CPUTIME_ID); w[p++]=clock_ms(CLOCK_MONOTONIC);
    SHA256(body,bodyLength,digest);
    c[p]=clock_ms(CLOCK_PROCESS_CPUTIME_ID); w[p++]=clock_ms(CLOCK_MONOTONIC);
    for(int v=0;v<2;v++){ SHA256(nonceInput,69,nonce); SHA256(nonce,32,message);
      check(ECDSA_verify(0,message,32,signature,signatureLength,key)==1,"verify"); }
    c[p]=clock_ms(CLOCK_PROCESS_CPUTIME_ID); w[p++]=clock_ms(CLOCK_MONOTONIC);
    char name[64]; photo[0]=(unsigned char)r; // a new photo each time, as the load test makes
    snprintf(name,sizeof name,"photo-%d",r); keep(directory,name,photo,photoLength);
    snprintf(name,sizeof name,"metadata-%d",r); keep(directory,name,metadata,sizeof metadata);
    snprintf(name,sizeof name,"evidence-%d",r); keep(directory,name,evidence,sizeof evidence);
    c[p]=clock_ms(CLOCK_PROCESS_CPUTIME_ID); w[p++]=clock_ms(CLOCK_MONOTONIC);
    char statement[512];
    snprintf(statement,sizeof statement,"BEGIN IMMEDIATE; UPDATE counter SET value = %d WHERE key = x'01'; COMMIT;",2*r+1); sql(db,statement);
    snprintf(statement,sizeof statement,"BEGIN IMMEDIATE; INSERT INTO used VALUES (x'01', %d, zeroblob(32)); COMMIT;",2*r+2); sql(db,statement);
    snprintf(statement,sizeof statement,"BEGIN IMMEDIATE; INSERT INTO capture VALUES ('c%d', zeroblob(3072));"
      "INSERT INTO capture_blob VALUES ('c%d','photo',zeroblob(32)),('c%d','depth',zeroblob(32)),('c%d','metadata',zeroblob(32)),"
      "('c%d','evidence',zeroblob(32)),('c%d','x',zeroblob(32)); COMMIT;",r,r,r,r,r,r); sql(db,statement);
    c[p]=clock_ms(CLOCK_PROCESS_CPUTIME_ID); w[p++]=clock_ms(CLOCK_MONOTONIC);
    for(int q=0;q<4;q++){cpu[q][r]=c[q+1]-c[q]; wall[q][r]=w[q+1]-w[q];}
    sumCPU[r]=c[4]-c[0]; sumWall[r]=w[4]-w[0];
  }
  printf("body %zu bytes, photo %zu bytes, %d repetitions (process CPU, wall)\n",bodyLength,photoLength,reps);
  show("SHA-256 of the body",cpu[0],wall[0],reps); show("2 ECDSA P-256 verifications (OpenSSL)",cpu[1],wall[1],reps);
  show("3 files written, synced, renamed",cpu[2],wall[2],reps); show("3 SQLite WAL commits",cpu[3],wall[3],reps);
  show("sum",sumCPU,sumWall,reps);
  sqlite3_close(db); return 0; }
